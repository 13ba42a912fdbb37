import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/schemas/user';
import type { ChangePasswordInput, EmailChangeInput, ResetPasswordInput } from '@/lib/schemas/credentials';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// Password reset, password change and e-mail change. Refusal codes (apiError(err).error):
// reset_limit, reset_throttled, link_invalid, old_password_wrong, password_wrong,
// email_duplicate, email_unchanged, email_change_limit, invalid_input (+ issues).

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await http.post<{ sent: true }>('/password-reset.php', { email })).data,
  });
}

/** Sets the new password; the answer logs this browser in (a fresh session cookie). */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      (await http.put<User>('/password-reset.php', input)).data,
    onSuccess: (user) => qc.setQueryData(queryKeys.user, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await http.put<{ ok: true }>('/password.php', input)).data,
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (input: EmailChangeInput) =>
      (await http.post<{ sent: true; email: string }>('/mail-change.php', input)).data,
  });
}

export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await http.put<{ email: string }>('/mail-change.php', { token })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
