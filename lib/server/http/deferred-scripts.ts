/**
 * The scripts of a cached public page start after its first paint (issue 10, docs/performance.md,
 * "Sixteenth step"). Next puts its chunks in the HTML as `<script async>`: they arrive and run
 * while the page is still parsing and painting, so the first paint waits for them on a phone, and
 * Lighthouse's simulated LCP counts their download and their run. Here the tags leave the HTML and
 * the page fetches each chunk with a `<link rel="preload">` in their place: the download starts as
 * early as before, and holds the window's load event as the tags did, but nothing runs. A small
 * inline script at the end of the body adds the same tags in the first animation frame, the one
 * that paints the page; they run from the preloaded files right after that paint.
 *
 * Why it holds the load event: a test (or a person) that acts on "load" expects the page to have
 * booted, as it had with the tags in the HTML. The frame comes before the load event whenever
 * the files are still downloading; when it would come later (everything cached, a hidden tab),
 * the loader adds the tags at the load event instead, before any handler of ours runs, so React
 * starts at most one task later than before.
 *
 * The `noModule` polyfill stays as it is: a browser that runs modules never fetches it. The
 * cached page's Content-Security-Policy is `'self'` with the hashes of its inline scripts
 * (content-security-policy.ts), which allows the loader (its hash is taken after this step) and
 * the same-origin files it adds.
 */

/** An async chunk of Next's build, in the head or the body; never a `noModule` or foreign one. */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/[\w./-]+\.js)"(?![^>]*noModule)[^>]*\sasync(?:="")?(?=[\s/>])[^>]*><\/script>/gi;
/** Next's own preload of a chunk (the runtime): replaced by ours, which has no low priority. */
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="(\/_next\/static\/[\w./-]+\.js)"[^>]*\/>/g;

/** The inline script that adds the chunks' tags; `src` is a JSON array of their paths. */
export function loaderScript(srcs: string[]): string {
  return (
    '(function(){var d=document,s=' +
    JSON.stringify(srcs) +
    ',done=0;function go(){if(done)return;done=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");' +
    'e.src=s[i];e.async=true;d.body.appendChild(e)}}' +
    'if(d.visibilityState==="hidden")go();else requestAnimationFrame(go);addEventListener("load",go,true)})()'
  );
}

/**
 * The page with its chunk scripts preloaded in the head and added by the loader after the first
 * paint, or the page as it was when it has none or is unexpected (no `</head>` or `</body>`).
 */
export function deferChunkScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const srcs: string[] = [];
  for (const m of html.matchAll(CHUNK_SCRIPT)) if (!srcs.includes(m[1])) srcs.push(m[1]);
  if (srcs.length === 0 || srcs.some((s) => s.includes('"'))) return html;
  const preloads = srcs.map((src) => `<link rel="preload" as="script" href="${src}"/>`).join('');
  const head = html.slice(0, headEnd).replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '');
  const body = html.slice(headEnd, bodyEnd).replace(CHUNK_SCRIPT, '');
  return head + preloads + body + `<script>${loaderScript(srcs)}</script>` + html.slice(bodyEnd);
}
