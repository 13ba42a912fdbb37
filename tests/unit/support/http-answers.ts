// Fake axios answers for component tests of the account forms: set `http.defaults.adapter` to
// one of these and read the requests back from the mock's calls.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { http } from '@/lib/api-client/http';

export type Reply = { status: number; data?: unknown } | 'network';

export function answer(...replies: Reply[]) {
  let call = 0;
  return vi.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = replies[Math.min(call++, replies.length - 1)];
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError('failed', code, config, {}, response);
  });
}

const originalAdapter = http.defaults.adapter;

export function restoreHttp(): void {
  http.defaults.adapter = originalAdapter;
  delete http.defaults['axios-retry'];
}

/** The JSON body a mocked request carried. */
export function bodyOf(adapter: ReturnType<typeof answer>, index = 0): unknown {
  const data = adapter.mock.calls[index][0].data;
  return typeof data === 'string' ? JSON.parse(data) : data;
}
