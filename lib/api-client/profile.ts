import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileDetail, ProfileUpdate } from '@/lib/schemas/profile';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// The member's own profile (GET/PUT /api/profile.php): every photo, pending ones included.

export async function fetchOwnProfile(): Promise<OwnProfileDetail> {
  const { data } = await http.get<OwnProfileDetail>('/profile.php');
  return data;
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: queryKeys.ownProfile,
  queryFn: fetchOwnProfile,
  staleTime: 30_000,
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}

/** Saves any subset of the editable fields; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) =>
      (await http.put<OwnProfileDetail>('/profile.php', input)).data,
    onSuccess: (profile) => {
      qc.setQueryData(queryKeys.ownProfile, profile);
      // The User carries the profile's name and country.
      void qc.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
