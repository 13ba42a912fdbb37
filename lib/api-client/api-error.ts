// The server's refusal as the screens read it, without importing axios: a page's first load
// carries this module, and axios (with axios-retry) loads only when a request is made
// (lib/api-client/lazy-http.ts, issue 10). axios' own isAxiosError is this same flag check.

export type ApiError = { error: string; [detail: string]: unknown };

type RequestFailure = { isAxiosError: true; response?: { status: number; data?: unknown } };

function isRequestFailure(err: unknown): err is RequestFailure {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The HTTP status of a failed request, or undefined (no answer, or not a request failure). */
export function failedStatus(err: unknown): number | undefined {
  return isRequestFailure(err) ? err.response?.status : undefined;
}

/** The server's error code and details, or a generic code for network and server failures. */
export function apiError(err: unknown): ApiError {
  if (isRequestFailure(err)) {
    const data = err.response?.data as ApiError | undefined;
    if (data && typeof data.error === 'string') return data;
    if (!err.response) return { error: 'offline' };
  }
  return { error: 'generic' };
}
