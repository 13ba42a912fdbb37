import { useRequest } from './use-request';
import type { Geocode } from '@/lib/schemas/geocode';
import type { SignupRequest, SignupResult } from '@/lib/schemas/signup';
import { http } from './lazy-http';

/**
 * POST /api/signup.php. Refusals (read with apiError): 422 invalid_input {issues}, 409
 * email_taken, 403 signups_closed, 429 signup_rate_limited {minutes}. A POST is not retried.
 * The new member's pages load afresh after it (the page session starts with the member).
 */
export function useSignup() {
  return useRequest(signup);
}

async function signup(input: SignupRequest): Promise<SignupResult> {
  return (await http.post<SignupResult>('/signup.php', input)).data;
}

/** GET /api/geocode.php: nearest city and region; 404 geocode_not_found far from any city. */
export async function fetchGeocode(lat: number, lon: number): Promise<Geocode> {
  // Five decimals is about a metre: more precision than a position fix has, and nothing more is sent.
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return (await http.get<Geocode>('/geocode.php', { params: { lat: round(lat), lon: round(lon) } })).data;
}
