// When the welcome-bonus pieces show (spec §2, §4, §9): pure rules for the banner and the modal.

/** Spec §2: the default layout's members area (members, members-id, chats, likes, likes-m-id, premium). */
export const MEMBERS_AREA = new Set(['members', 'members-id', 'chats', 'likes', 'likes-type', 'likes-m-id', 'premium']);

/** Spec §9: the modal opens this long after entering the members area with 0 credits. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

export function inMembersArea(route: string | null): boolean {
  return route !== null && MEMBERS_AREA.has(route);
}

/** The modal's 40 s wait runs while all of this holds; a dismissal (any close) ends it for good. */
export function timeBonusModalDue(input: {
  route: string | null;
  loggedIn: boolean;
  credits: number;
  bonusVisible: boolean;
  dismissedAt: number | undefined;
}): boolean {
  return (
    input.loggedIn &&
    inMembersArea(input.route) &&
    input.credits === 0 &&
    input.bonusVisible &&
    input.dismissedAt === undefined
  );
}
