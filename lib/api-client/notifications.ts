import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisabledReason, NotificationSettings, NotificationsState } from '@/lib/schemas/notifications';
import { http } from './lazy-http';
import { queryKeys } from './keys';

export async function fetchNotifications(): Promise<NotificationsState> {
  return (await http.get<NotificationsState>('/notifications.php')).data;
}

export const notificationsQueryOptions = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: fetchNotifications,
  // The page prefetches it on the server; no refetch right after hydration.
  staleTime: 30_000,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

export function useUpdateNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<NotificationSettings>) =>
      (await http.put<NotificationsState>('/notifications.php', change)).data,
    onSuccess: (state) => qc.setQueryData(queryKeys.notifications, state),
  });
}

/** Clears one disabled reason; the user's notifications_disabled changes with it. */
export function useReenableNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (reason: DisabledReason) =>
      (await http.post<NotificationsState>('/notifications.php', { reason })).data,
    onSuccess: (state) => {
      qc.setQueryData(queryKeys.notifications, state);
      return qc.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/** The unsubscribe page's button (no login needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await http.post<{ unsubscribed: true }>('/unsubscribe.php', { token })).data,
  });
}
