import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LikeProfile, LikeResult, LikesData } from '@/lib/schemas/likes';
import { REFRESH_MS, REFRESH_PUSH_MS } from '@/lib/utils/constants';
import { http } from './lazy-http';
import { pushSubscribedNow } from './push-state';
import { queryKeys } from './keys';
import { useCurrentUser } from '@/lib/session/page-session';

/**
 * How often the likes list is polled (spec §9): every 60 s, every 300 s while push is
 * subscribed (a push then reloads likes itself). The one place the push feature switches it.
 */
export function likesRefreshMs(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH_PUSH_MS : REFRESH_MS;
}

/** GET /api/likes.php. The browser revalidates with the ETag; a 304 reaches us as the cached 200. */
export async function fetchLikes(): Promise<LikesData> {
  return (await http.get<LikesData>('/likes.php')).data;
}

/** Without `pushSubscribed`: whether this device is subscribed now, read at each poll. */
export function likesQueryOptions(pushSubscribed?: boolean) {
  return queryOptions({
    queryKey: queryKeys.likes,
    queryFn: fetchLikes,
    refetchInterval: () => likesRefreshMs(pushSubscribed ?? pushSubscribedNow()),
    staleTime: 5_000,
  });
}

/** The likes of the logged-in member (nothing for visitors); `isPending` only before the first answer. */
export function useLikes() {
  const user = useCurrentUser();
  return useQuery({ ...likesQueryOptions(), enabled: Boolean(user) });
}

/** Profiles of the likes answer by id. */
export function profilesById(data: LikesData | undefined): Map<number, LikeProfile> {
  return new Map((data?.profiles ?? []).map((p) => [p.id, p]));
}

/** Optimistically marks the like from `profileId` as seen in the cache (the badge follows at once). */
export function clearLikeNewInCache(qc: QueryClient, profileId: number): boolean {
  const data = qc.getQueryData<LikesData>(queryKeys.likes);
  if (!data?.liked_by.some((l) => l.id === profileId && l.like_new)) return false;
  qc.setQueryData<LikesData>(queryKeys.likes, {
    ...data,
    liked_by: data.liked_by.map((l) => (l.id === profileId ? { ...l, like_new: false } : l)),
  });
  return true;
}

export function useLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: number) =>
      (await http.post<LikeResult>('/like.php', { profile_id: profileId })).data,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.likes }),
  });
}

export function useUnlike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: number) =>
      (await http.delete<LikeResult>('/like.php', { params: { profile_id: profileId } })).data,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.likes }),
  });
}

/** The member opened the profile of someone who liked them: like_new → false (cache first, then server). */
export function useMarkLikeSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: number) => {
      await http.post('/like-seen.php', { profile_id: profileId });
    },
    onMutate: (profileId) => {
      clearLikeNewInCache(qc, profileId);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.likes }),
  });
}

/** GET /api/auto-like.php: the profile that has just liked the member, or null (204). */
export async function fetchAutoLike(): Promise<LikeProfile | null> {
  const res = await http.get<LikeProfile | ''>('/auto-like.php');
  return res.status === 200 && res.data ? res.data : null;
}
