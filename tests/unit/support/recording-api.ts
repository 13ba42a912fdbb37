// Engineer C's fake for the one axios instance in the profile, photo and deletion component
// tests: answers by "METHOD url" and records every request, so a test can check what was sent.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/api-client/http';

export type RecordedReply = { status: number; data?: unknown };
export type RecordedRequest = { method: string; url: string; data: unknown; params: unknown };

const originalAdapter = http.defaults.adapter;

/** Installs the fake; `routes` maps "PUT /profile.php" to a reply (or a function of the request). */
export function recordingApi(
  routes: Record<string, RecordedReply | ((req: RecordedRequest) => RecordedReply)>,
) {
  const requests: RecordedRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const req: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    requests.push(req);
    const route = routes[`${req.method} ${req.url}`];
    const reply =
      typeof route === 'function' ? route(req) : (route ?? { status: 404, data: { error: 'not_found' } });
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return requests;
}

export function restoreRecordingApi(): void {
  http.defaults.adapter = originalAdapter;
}
