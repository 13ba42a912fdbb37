// A fake for the axios instance in component tests: answers by "METHOD /path" and records calls.
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/api-client/http';
import { settle, type Reply } from './axios-reply';

export type { Reply } from './axios-reply';
type Handler = Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

export type FakeApi = {
  calls: { method: string; url: string; params?: unknown; data?: unknown }[];
  restore: () => void;
};

/** Routes requests to replies keyed "POST /signup.php" (query strings ignored); unknown routes answer 404. */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const original = http.defaults.adapter;
  const calls: FakeApi['calls'] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    const data = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, params: config.params, data });
    const handler = routes[`${method} ${url}`] ?? { status: 404, data: { error: 'not_found' } };
    const reply = typeof handler === 'function' ? await handler(config) : handler;
    return settle(config, reply);
  };
  // No retry delays in tests.
  http.defaults['axios-retry'] = { retries: 0 };
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
      delete http.defaults['axios-retry'];
    },
  };
}
