import { memberLandingMetadata, renderMemberLanding, type MemberLandingProps } from '../member-landing-page';

export const generateMetadata = (props: MemberLandingProps) => memberLandingMetadata(1, props);

/** Member landing 1 (spec §2): see renderMemberLanding. */
export default function MemberLanding1(props: MemberLandingProps) {
  return renderMemberLanding(1, props);
}
