import {
  memberLandingMetadata,
  renderMemberLanding,
  type MemberLandingProps,
} from '../../member-landing-page';

export const generateMetadata = (props: MemberLandingProps) => memberLandingMetadata(3, props);

/** Member landing 3 (spec §2): see renderMemberLanding. */
export default function MemberLanding3(props: MemberLandingProps) {
  return renderMemberLanding(3, props);
}
