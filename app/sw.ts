/// <reference lib="webworker" />
// The service worker, bundled by `serwist build serwist.config.mjs` into public/sw.js after
// `next build` (Serwist's configurator mode, which works with Turbopack; STACK.md). What it does:
// - precaches the manifest Serwist injects (public icons) and, at install, the offline page;
// - caches /_next/static (content-hashed, immutable) and public /media images as they are used;
// - precaches the UI icon sprite at install (the offline page draws its icons from it), and
//   keeps the sprites (content hash in the URL) cache first;
// - never caches the API (private answers) or pages (member HTML): a failed navigation shows
//   the offline page of its locale instead;
// - shows pushes and handles their clicks (lib/worker/push-handlers.ts).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { handleNotificationClick, handlePush, type WorkerScopeLike } from '@/lib/worker/push-handlers';
import {
  CACHE_OFFLINE,
  ICON_CACHE,
  cacheOfflineIcons,
  cacheOfflinePage,
  offlinePath,
  offlineResponse,
} from '@/lib/worker/offline';
import { isApiRequest, isIconSprite, isMediaImage, isNavigation, isStaticAsset, mayStore } from '@/lib/worker/caching';
import { defaultLocale } from '@/lib/i18n/locales';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Only answers any browser may keep (lib/worker/caching.ts). */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayStore(response) ? response : null),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: isApiRequest,
      handler: new NetworkOnly(),
    },
    {
      matcher: isStaticAsset,
      handler: new CacheFirst({
        cacheName: 'heartline-static',
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400 })],
      }),
    },
    {
      matcher: isIconSprite,
      handler: new CacheFirst({
        cacheName: ICON_CACHE,
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 10 })],
      }),
    },
    {
      matcher: isMediaImage,
      handler: new CacheFirst({
        cacheName: 'heartline-media',
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 86400 })],
      }),
    },
    {
      matcher: isNavigation,
      handler: new NetworkOnly({
        plugins: [
          {
            handlerDidError: async ({ request }) => (await offlineResponse(caches, request.url)) ?? Response.error(),
          },
        ],
      }),
    },
  ],
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      cacheOfflinePage(caches, fetch, offlinePath(defaultLocale)).catch(() => false),
      cacheOfflineIcons(caches, fetch).catch(() => false),
    ]),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; path?: string } | null;
  if (data?.type === CACHE_OFFLINE && typeof data.path === 'string') {
    event.waitUntil(cacheOfflinePage(caches, fetch, data.path).catch(() => false));
  }
});

const scope = self as unknown as WorkerScopeLike;

self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(scope, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(scope, event.notification));
});

serwist.addEventListeners();
