import { useRequest } from './use-request';
import type { ComplaintInput, ComplaintResult } from '@/lib/schemas/complaint';
import { http } from './lazy-http';

// POST /api/complaint.php. Refusal codes (apiError(err).error): invalid_input (+ issues),
// email_required, profile_not_found, conversation_not_found, complaint_throttled (+ minutes).
export function useSubmitComplaint() {
  return useRequest(submitComplaint);
}

async function submitComplaint(input: ComplaintInput): Promise<ComplaintResult> {
  return (await http.post<ComplaintResult>('/complaint.php', input)).data;
}
