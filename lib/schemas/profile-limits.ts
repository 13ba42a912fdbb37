// The profile text limits, without zod: the profile and signup forms show them before their
// schemas (profile.ts, zod/mini) load after the page (issue 10).
export const PROFILE_NAME_MAX = 40;
export const PROFILE_ABOUT_MAX = 2000;
export const PROFILE_HOBBIES_MAX = 20;
