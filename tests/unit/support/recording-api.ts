// The fake for the one axios instance in component tests: answers by "METHOD url", records every
// request (method, url, params, body, headers) so a test can check what was sent, and can fail
// like a lost network ('network').
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { http } from '@/lib/api-client/http';
import { settle, type Reply } from './axios-reply';

export type RecordedReply = Reply;
export type RecordedRequest = {
  method: string;
  url: string;
  data: unknown;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
};
export type RecordedRoute =
  RecordedReply | ((req: RecordedRequest) => RecordedReply | Promise<RecordedReply>);

const originalAdapter = http.defaults.adapter;

/** Installs the fake; `routes` maps "PUT /profile.php" to a reply (or a function of the request). */
export function recordingApi(routes: Record<string, RecordedRoute>) {
  const requests: RecordedRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const req: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(req);
    const route = routes[`${req.method} ${req.url}`];
    const reply =
      typeof route === 'function'
        ? await route(req)
        : (route ?? { status: 404, data: { error: 'not_found' } });
    return settle(config, reply);
  };
  return requests;
}

export function restoreRecordingApi(): void {
  http.defaults.adapter = originalAdapter;
}
