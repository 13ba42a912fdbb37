import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/schemas/user';
import { REFRESH_MS, REFRESH_PUSH_MS } from '@/lib/utils/constants';
import { pushSubscribedNow } from './push-state';
import { failedStatus } from './api-error';
import { http } from './lazy-http';
import { queryKeys } from './keys';
import { saveLanguage } from './language';

/** The current member, or null when logged out (user.php answers 403 auth_required). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const { data } = await http.get<User>('/user.php');
    return data;
  } catch (err) {
    if (failedStatus(err) === 403) return null;
    throw err;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: fetchCurrentUser,
  // Spec §9: every 60 s, every 300 s while this device takes pushes.
  refetchInterval: () => (pushSubscribedNow() ? REFRESH_PUSH_MS : REFRESH_MS),
  staleTime: 5_000,
});

export function useSetLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (user) => qc.setQueryData(queryKeys.user, user),
  });
}
