import { useRequest } from './use-request';
import { http } from './lazy-http';

/**
 * "Resend activation mail" (POST /api/activate.php?resend=1). Refusals: 429
 * `activation_resend_limit` (at most 3 activation mails per hour, {max}), 409
 * `already_confirmed`. Read them with apiError(err).error.
 */
export function useResendActivation() {
  return useRequest<void, { sent: true }>(resendActivation);
}

async function resendActivation(): Promise<{ sent: true }> {
  return (await http.post<{ sent: true }>('/activate.php?resend=1', {})).data;
}
