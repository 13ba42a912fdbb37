import axios, { AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { HTTP_RETRIES } from '@/lib/utils/constants';
import { emitAuthLost } from './auth-events';
import { isInstalledApp } from '@/lib/utils/installed-app';

/** The one HTTP client of the browser side (ARCHITECTURE.md). */
export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  timeout: 20_000,
});

const IDEMPOTENT = new Set(['get', 'head', 'options', 'put', 'delete']);

/**
 * Retry network failures and 5xx answers, but only where doing it twice is harmless: idempotent
 * methods, or a POST that carries its own Idempotency-Key (the server stores it once).
 */
export function shouldRetry(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const safe = IDEMPOTENT.has(method) || Boolean(error.config?.headers?.['Idempotency-Key']);
  if (!safe) return false;
  const status = error.response?.status;
  return status === undefined
    ? axiosRetry.isNetworkError(error) || error.code === 'ECONNABORTED'
    : status >= 500;
}

// 5 retries with exponential delay (spec §7).
axiosRetry(http, {
  retries: HTTP_RETRIES,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: shouldRetry,
});

const isUserEndpoint = (url: string | undefined) => /(^|\/)user\.php(\?|$)/.test(url ?? '');

http.interceptors.request.use((config) => {
  if (isUserEndpoint(config.url)) config.headers.set('X-Client-Type', isInstalledApp() ? 'pwa' : 'web');
  return config;
});

/** /pages/ban in the page's language (English has no prefix). */
export function banPagePath(lang: string): string {
  return lang && lang !== 'en' ? `/${lang}/pages/ban` : '/pages/ban';
}

http.interceptors.response.use(
  undefined,
  (error: AxiosError<{ auth_required?: boolean; error?: string }>) => {
    // A moderator banned the member of this session: whatever the open page was doing, it leaves for
    // the ban page (a refused login says so in its form instead: no auth_required there).
    if (
      error.response?.status === 403 &&
      error.response.data?.error === 'account_banned' &&
      error.response.data.auth_required &&
      typeof window !== 'undefined'
    ) {
      const target = banPagePath(document.documentElement.lang);
      if (window.location.pathname !== target) window.location.assign(target);
      return Promise.reject(error);
    }
    // user.php answers 403 simply to say "not logged in"; anywhere else it means the session ended.
    if (
      error.response?.status === 403 &&
      error.response.data?.auth_required &&
      !isUserEndpoint(error.config?.url)
    ) {
      emitAuthLost();
    }
    return Promise.reject(error);
  },
);

// The screens' error reading lives in ./api-error (no axios there); kept here for old imports.
export { apiError, type ApiError } from './api-error';
