import type { AxiosInstance } from 'axios';

// The request functions of lib/api-client call this instead of the axios instance itself, so
// axios and axios-retry (about 23 kB gzip) are not part of any page's first load: they load with
// the first request the page makes (issue 10). Each method is the instance's own (same arguments,
// same answer and errors), reached through one dynamic import of ./http.
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

let instance: Promise<AxiosInstance> | null = null;

/** The axios instance of ./http, loaded on first use. */
export function loadHttp(): Promise<AxiosInstance> {
  instance ??= import('./http').then((m) => m.http);
  // A failed chunk load (offline) is not kept: the next request tries again.
  instance.catch(() => {
    instance = null;
  });
  return instance;
}

function forward<M extends Method>(method: M): AxiosInstance[M] {
  return ((...args: unknown[]) =>
    loadHttp().then((h) =>
      (h[method] as (...a: unknown[]) => Promise<unknown>)(...args),
    )) as AxiosInstance[M];
}

export const http = {
  get: forward('get'),
  post: forward('post'),
  put: forward('put'),
  delete: forward('delete'),
  patch: forward('patch'),
};
