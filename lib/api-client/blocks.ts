import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockResult } from '@/lib/schemas/blocks';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// POST/DELETE /api/block.php. Blocking deletes the likes and the match between the two on the
// server, so the likes and chats caches are refreshed. The stored search results are client state
// (stores/search-store.ts): the caller takes the blocked profile out of them (lib/ never imports
// stores/, see components/blocks/block-button.tsx).

export async function blockProfile(profileId: number): Promise<BlockResult> {
  return (await http.post<BlockResult>('/block.php', { profile_id: profileId })).data;
}

export async function unblockProfile(profileId: number): Promise<BlockResult> {
  return (await http.delete<BlockResult>('/block.php', { params: { profile_id: profileId } })).data;
}

export function useBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: blockProfile,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.likes });
      void qc.invalidateQueries({ queryKey: queryKeys.chats });
    },
  });
}

export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unblockProfile,
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeys.likes }),
  });
}
