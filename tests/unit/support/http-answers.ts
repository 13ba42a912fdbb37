// Fake axios answers for component tests of the account forms: set `http.defaults.adapter` to
// one of these and read the requests back from the mock's calls.
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { http } from '@/lib/api-client/http';
import { settle, type Reply } from './axios-reply';

export type { Reply } from './axios-reply';

export function answer(...replies: Reply[]) {
  let call = 0;
  return vi.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = replies[Math.min(call++, replies.length - 1)];
    return settle(config, reply);
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
