// zod/mini: the /members filter form validates with searchFormSchema in the browser (issue 10).
import * as z from 'zod/mini';
import { genderValues } from './profile-attributes';
import type { ProfileCard } from './profile';

import { SEARCH_MAX_AGE, SEARCH_MIN_AGE } from './search-limits';

export { SEARCH_MAX_AGE, SEARCH_MIN_AGE } from './search-limits';
/** Profiles per search page. */
export const SEARCH_PAGE_SIZE = 24;
/** numResults counts at most this many matches; above it the client shows "1000+". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The search filters as the client keeps them (the search store, spec §3) and sends them
 * (lib/api-client/search.ts). '' = any.
 */
export type SearchFiltersState = {
  gender: string;
  country: string;
  countryregion: string;
  min_age: number | null;
  max_age: number | null;
};

const age = z.coerce.number().check(z.int(), z.gte(SEARCH_MIN_AGE), z.lte(SEARCH_MAX_AGE));
// Empty query values mean "any": the form sends every field it shows.
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional query value, '' and null read as absent (classic zod's z.preprocess, which mini lacks). */
function blankOr<T extends z.core.SomeType>(
  schema: T,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, z.ZodMiniOptional<T>> {
  return z.pipe(z.transform<unknown, unknown>(blankToUndefined), z.optional(schema));
}
const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * GET /api/search.php: the filters (each optional; the site's settings.search_fields decide which
 * the server applies), the keyset cursor of the next page, and the visitor's traffic source
 * (network/ref, for settings.logged_out_search_trafficsource).
 */
export const searchQuerySchema = z
  .object({
    gender: blankOr(z.enum(genderValues)),
    country: blankOr(
      z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/, { message: 'invalid_country' })),
        z.transform((c) => c.toUpperCase()),
      ),
    ),
    region: blankOr(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
    min_age: blankOr(age),
    max_age: blankOr(age),
    cursor: blankOr(text(200)),
    network: blankOr(text(100)),
    ref: blankOr(text(100)),
  })
  .check(
    z.refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
      message: 'age_range',
      path: ['max_age'],
    }),
    z.refine((q) => q.region === undefined || q.country !== undefined, {
      message: 'region_without_country',
      path: ['region'],
    }),
  );

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The filter part of the query (what the client keeps in its search store). */
export type SearchFilters = Pick<SearchQuery, 'gender' | 'country' | 'region' | 'min_age' | 'max_age'>;

export type SearchPage = {
  profiles: ProfileCard[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  next_cursor: string | null;
  /** Only on the first page (no cursor): matches counted up to SEARCH_COUNT_CAP; null on later pages. */
  num_results: number | null;
  /** True when there are more matches than SEARCH_COUNT_CAP (show "1000+"). */
  num_results_capped: boolean;
};

const formAge = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || /^\d{1,3}$/.test(v), { message: 'age_invalid' }),
  z.refine((v) => v === '' || (Number(v) >= SEARCH_MIN_AGE && Number(v) <= SEARCH_MAX_AGE), {
    message: 'age_out_of_range',
  }),
);

/** The /members filter form as typed (strings; '' = any). */
export const searchFormSchema = z
  .object({
    gender: z.union([z.enum(genderValues), z.literal('')]),
    country: z.string(),
    countryregion: z.string(),
    min_age: formAge,
    max_age: formAge,
  })
  .check(
    z.refine((v) => v.min_age === '' || v.max_age === '' || Number(v.min_age) <= Number(v.max_age), {
      message: 'age_range',
      path: ['max_age'],
    }),
  );

export type SearchFormValues = z.infer<typeof searchFormSchema>;
