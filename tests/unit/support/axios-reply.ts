// What every fake of the axios instance does with a canned reply: a response for 2xx, the
// error axios would throw otherwise ('network' is a lost connection).
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Reply = { status: number; data?: unknown } | 'network';

export function settle(config: InternalAxiosRequestConfig, reply: Reply): AxiosResponse {
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
}
