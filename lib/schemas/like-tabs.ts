// The tabs of /likes, without zod: the likes page's client island reads them, and likes.ts (whose
// request schemas are classic zod, for the handlers only) would bring zod into that page (issue 10).
export const likeTabs = ['received', 'sent', 'matches'] as const;
export type LikeTab = (typeof likeTabs)[number];
