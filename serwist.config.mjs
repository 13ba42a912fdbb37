// @ts-check
// Serwist in configurator mode (STACK.md): `next build && serwist build serwist.config.mjs` bundles
// app/sw.ts with esbuild into public/sw.js. Works with Turbopack, and with NEXT_DIST_DIR (the
// Next config is read as the build saw it).
//
// Precache: nothing of the build's own chunks. A precache list names one build's files; with
// several instances behind one host during a rolling deploy (or several builds sharing a work
// tree), a worker from one build would fail to install against another's files. The app shell
// is precached at install from the live server instead (the offline page), and /_next/static
// files are cached on first use (content-hashed, so never stale). See docs/decisions.md.
import { serwist } from '@serwist/next/config';

export default await serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  globDirectory: '.',
  globPatterns: [],
  precachePrerendered: false,
  // The worker never reaches the server's own modules; the alias resolves lib/ for esbuild.
  esbuildOptions: { alias: { '@': '.' } },
});
