import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyInfo, Interest, Region } from '@/lib/schemas/reference-data';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// Reference data changes with a deploy, not during a visit: fetched once, then cached (spec §7).
const once = { staleTime: Infinity, gcTime: Infinity } as const;

export const referenceKeys = {
  interests: [...queryKeys.reference, 'interests'] as const,
  regions: (country: string | null) => [...queryKeys.reference, 'regions', country ?? 'all'] as const,
  companyInfo: [...queryKeys.reference, 'companyinfo'] as const,
};

export async function fetchInterests(): Promise<Interest[]> {
  return (await http.get<Interest[]>('/interests.php')).data;
}

export async function fetchRegions(country: string): Promise<Region[]> {
  return (await http.get<Region[]>('/regions.php', { params: { country } })).data;
}

export async function fetchAllRegions(): Promise<Record<string, Region[]>> {
  return (await http.get<Record<string, Region[]>>('/regions.php')).data;
}

export async function fetchCompanyInfo(): Promise<CompanyInfo> {
  return (await http.get<CompanyInfo>('/companyinfo.php')).data;
}

export const interestsQueryOptions = queryOptions({
  queryKey: referenceKeys.interests,
  queryFn: fetchInterests,
  ...once,
});

/** One country's regions; disabled until a country is chosen. */
export const regionsQueryOptions = (country: string | null | undefined) =>
  queryOptions({
    queryKey: referenceKeys.regions(country ?? null),
    queryFn: () => fetchRegions(country as string),
    enabled: Boolean(country),
    ...once,
  });

/** Every site country's regions, keyed by country. */
export const allRegionsQueryOptions = queryOptions({
  queryKey: referenceKeys.regions(null),
  queryFn: fetchAllRegions,
  ...once,
});

export const companyInfoQueryOptions = queryOptions({
  queryKey: referenceKeys.companyInfo,
  queryFn: fetchCompanyInfo,
  ...once,
});

export const useInterests = () => useQuery(interestsQueryOptions);
export const useRegions = (country: string | null | undefined) => useQuery(regionsQueryOptions(country));
export const useAllRegions = () => useQuery(allRegionsQueryOptions);
export const useCompanyInfo = () => useQuery(companyInfoQueryOptions);
