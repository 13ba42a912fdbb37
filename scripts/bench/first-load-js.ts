// First-load JS of a page as a browser gets it: the sum of the gzip sizes of the page's
// `<script src>` files and script preloads (module-capable browsers, so `noModule` scripts are
// skipped). A page may name a chunk only as a preload (a loader adding the tag later, as stop 32's
// page-cache step did, docs/performance.md "Sixteenth step"): the browser downloads it all the same.
import zlib from 'node:zlib';

export const GZIP_LEVEL = 9;

export type FirstLoad = {
  path: string;
  status: number;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Inline <script> tags (RSC payload, bootstrap): in the HTML, not counted here. */
  inlineScripts: number;
  /** The <script src> and preloaded files plus the chunks named only in the RSC payload. */
  namedScripts: number;
  namedGzipBytes: number;
  /** The HTML document itself, raw and gzip-9. */
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The inline RSC payload (`self.__next_f.push(…)` scripts) within that HTML, raw. */
  rscBytes: number;
};

type Attrs = Record<string, string | true>;

function parseAttrs(tag: string): Attrs {
  const attrs: Attrs = {};
  const re = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const m of tag.matchAll(re)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return attrs;
}

/**
 * The src of every external, module-capable script in the HTML (a `<script src>` or a
 * `<link rel="preload" as="script">`), in order, without duplicates;
 * and, as `named`, those plus every other chunk the page names (the RSC payload lists the chunks
 * of its client components; depending on streaming order some are not in a <script src> tag,
 * and the browser loads them while hydrating).
 */
export function scriptSources(html: string): { srcs: string[]; named: string[]; inline: number } {
  const srcs: string[] = [];
  const noModule: string[] = [];
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = parseAttrs(m[1]);
    if (typeof attrs.src !== 'string') {
      inline++;
      continue;
    }
    const src = attrs.src.replace(/&amp;/g, '&');
    if ('nomodule' in attrs) noModule.push(src);
    else if (!srcs.includes(src)) srcs.push(src);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = parseAttrs(m[1]);
    if (attrs.rel !== 'preload' || attrs.as !== 'script' || typeof attrs.href !== 'string') continue;
    const href = attrs.href.replace(/&amp;/g, '&');
    if (!srcs.includes(href) && !noModule.includes(href)) srcs.push(href);
  }
  const named = [...srcs];
  for (const [chunk] of html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) {
    if (!named.includes(chunk) && !noModule.includes(chunk)) named.push(chunk);
  }
  return { srcs, named, inline };
}

const cache = new Map<string, { raw: number; gzip: number }>();

async function scriptSize(url: string): Promise<{ raw: number; gzip: number }> {
  const hit = cache.get(url);
  if (hit) return hit;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const size = { raw: body.length, gzip: zlib.gzipSync(body, { level: GZIP_LEVEL }).length };
  cache.set(url, size);
  return size;
}

/** Raw bytes of the inline scripts that carry the RSC payload (the flight data, messages included). */
export function rscPayloadBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/gi)) {
    bytes += Buffer.byteLength(m[1]);
  }
  return bytes;
}

export async function firstLoadJs(
  base: string,
  path: string,
  headers: Record<string, string>,
  expectedStatus: number,
): Promise<FirstLoad> {
  const res = await fetch(base + path, { headers, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== expectedStatus) {
    throw new Error(`GET ${path} answered ${res.status} instead of ${expectedStatus}`);
  }
  const { srcs, named, inline } = scriptSources(html);
  if (srcs.length === 0) throw new Error(`GET ${path}: no <script src> or script preload in the HTML`);
  let rawBytes = 0;
  let gzipBytes = 0;
  let namedGzipBytes = 0;
  for (const src of named) {
    const size = await scriptSize(new URL(src, base + path).href);
    namedGzipBytes += size.gzip;
    if (!srcs.includes(src)) continue;
    rawBytes += size.raw;
    gzipBytes += size.gzip;
  }
  return {
    path,
    status: res.status,
    scripts: srcs.length,
    rawBytes,
    gzipBytes,
    inlineScripts: inline,
    namedScripts: named.length,
    namedGzipBytes,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: zlib.gzipSync(html, { level: GZIP_LEVEL }).length,
    rscBytes: rscPayloadBytes(html),
  };
}
