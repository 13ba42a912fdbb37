import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountResult, StayDiscount } from '@/lib/schemas/account-deletion';
import type { User } from '@/lib/schemas/user';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// The delete-account flow: the offer to stay, the deletion itself, and the mailed undo link.

/**
 * Accepts delete_discount: the account stays and a personal code is stored (409 when not
 * offered, 403 delete_attempt_required before the delete form was confirmed).
 */
export function useAcceptDeleteDiscount() {
  return useMutation({
    mutationFn: async () => (await http.post<StayDiscount>('/delete-discount.php', {})).data,
  });
}

/**
 * Deletes the account (400 password_wrong); the session ends with it. While the offer to stay
 * is open the answer is {deleted: false, offer} instead, until it is declined.
 */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; declineOffer?: boolean }) =>
      (
        await http.post<DeleteAccountResult>('/account-delete.php', {
          password: input.password,
          ...(input.declineOffer ? { decline_offer: true } : {}),
        })
      ).data,
    onSuccess: (result) => {
      if (!result.deleted) return;
      qc.setQueryData(queryKeys.user, null);
      qc.removeQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.settings[0] && q.queryKey[0] !== queryKeys.user[0],
      });
    },
  });
}

/** Uses the mailed undo link (400 link_invalid); answers the restored, logged-in member. */
export function useRestoreAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await http.put<User>('/account-delete.php', { token })).data,
    onSuccess: (user) => qc.setQueryData(queryKeys.user, user),
  });
}
