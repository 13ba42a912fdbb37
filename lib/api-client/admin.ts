// The console's requests: plain fetch (the console is not on the member's axios instance, whose
// 403 handling would log a member out), JSON in and out, one error shape.

export class AdminApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AdminApiError';
  }
}

export type AdminRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
};

export async function adminFetch<T = unknown>(
  path: string,
  { method = 'GET', body, query }: AdminRequest = {},
): Promise<T> {
  const qs = query
    ? '?' +
      new URLSearchParams(
        Object.entries(query)
          .filter((e): e is [string, string | number] => e[1] !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  let res: Response;
  try {
    res = await fetch(path + qs, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new AdminApiError(0, 'network_error');
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  if (!res.ok) {
    const { error, ...details } = json;
    throw new AdminApiError(res.status, typeof error === 'string' ? error : 'server_error', details);
  }
  return json as T;
}
