// The search form's age range, without zod: the /members filters render it before their schema
// (search.ts, zod/mini) loads after the page (issue 10).
export const SEARCH_MIN_AGE = 18;
export const SEARCH_MAX_AGE = 99;
