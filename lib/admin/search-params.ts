// The console pages' shared query handling: the query's plain values, which site a page shows.

export type SearchParams = Record<string, string | string[] | undefined>;

/** ?site= if the staff member works on it, else their first site; null when they have none. */
export function pickSite(sites: { id: number }[], raw: string | string[] | undefined): number | null {
  const wanted = typeof raw === 'string' ? Number(raw) : NaN;
  return sites.find((s) => s.id === wanted)?.id ?? sites[0]?.id ?? null;
}

/** The query's single string values, blanks dropped. */
export function plainQuery(query: SearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}
