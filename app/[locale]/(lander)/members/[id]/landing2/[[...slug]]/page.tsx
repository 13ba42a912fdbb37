import {
  memberLandingMetadata,
  renderMemberLanding,
  type MemberLandingProps,
} from '../../member-landing-page';

export const generateMetadata = (props: MemberLandingProps) => memberLandingMetadata(2, props);

/** Member landing 2 (spec §2): see renderMemberLanding. */
export default function MemberLanding2(props: MemberLandingProps) {
  return renderMemberLanding(2, props);
}
