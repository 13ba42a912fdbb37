// The cached public pages' inline stylesheet rules (lib/server/http/critical-css.ts): which rules
// a page keeps, where its stylesheet links go, and when the page is left as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearCriticalCssSheets, inlineCriticalCss, namesOf } from '@/lib/server/http/critical-css';
import { buildStylesheetReader } from '@/scripts/server-page-cache.mjs';

const SHEET =
  ':root{--c:red}body{margin:0}.btn{color:red}.btn:hover{color:blue}.navbar .nav-link{padding:0}' +
  '.modal{display:none}.lead,.unused{top:0}#hero{width:1px}.x:not(.y){left:0}' +
  '@media (min-width:768px){.btn{color:green}.col-md-6{width:50%}}' +
  '@media print{.d-print-none{display:none}}@keyframes spin{to{transform:rotate(1turn)}}' +
  '.w-\\31 00{width:100%}[data-bs-theme=dark] .card{color:#fff}';

const page = (
  body: string,
  head = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<script src="/_next/static/chunks/m.js" async=""></script></head>` +
  `<body>${body}<script>self.__next_f.push([1,"modal"])</script></body></html>`;

const reader = (sheets: Record<string, string>) => {
  const reads: string[] = [];
  const read = async (href: string) => {
    reads.push(href);
    return sheets[href] ?? null;
  };
  return { read, reads };
};

const styleOf = (html: string) => /<style data-critical="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? null;

beforeEach(() => clearCriticalCssSheets());

describe('namesOf', () => {
  it('gives the classes and ids a selector needs, without what pseudo-classes and attributes hold', () => {
    expect(namesOf('.navbar .nav-link:hover')).toEqual(['navbar', 'nav-link']);
    expect(namesOf('#hero>.btn::before')).toEqual(['hero', 'btn']);
    expect(namesOf('.x:not(.y)')).toEqual(['x']);
    expect(namesOf('.a:is(.b,:where(.c))')).toEqual(['a']);
    expect(namesOf('[data-bs-theme=dark] .card')).toEqual(['card']);
    expect(namesOf('h1')).toEqual([]);
  });

  it('needs nothing of a selector with an escape, so that rule is kept', () => {
    expect(namesOf('.w-\\31 00')).toEqual([]);
  });
});

describe('inlineCriticalCss', () => {
  it('keeps the rules whose names occur in the page, in the stylesheet’s order', async () => {
    const { read } = reader({ '/_next/static/chunks/a.css': SHEET });
    const out = await inlineCriticalCss(
      page('<nav class="navbar"><span class="nav-link btn" id="hero">hi</span></nav>'),
      read,
    );
    const css = styleOf(out);
    expect(css).toBe(
      ':root{--c:red}body{margin:0}.btn{color:red}.btn:hover{color:blue}.navbar .nav-link{padding:0}' +
        // "modal" is a word of the RSC payload: kept rather than dropped.
        '.modal{display:none}#hero{width:1px}' +
        '@media (min-width:768px){.btn{color:green}}@keyframes spin{to{transform:rotate(1turn)}}' +
        '.w-\\31 00{width:100%}',
    );
  });

  it('keeps a rule when one of its selectors matches, and an at-rule only with a rule inside', async () => {
    const { read } = reader({ '/_next/static/chunks/a.css': SHEET });
    const css = styleOf(await inlineCriticalCss(page('<p class="lead x col-md-6 card">x</p>'), read))!;
    expect(css).toContain('.lead,.unused{top:0}');
    expect(css).toContain('.x:not(.y){left:0}');
    expect(css).toContain('@media (min-width:768px){.col-md-6{width:50%}}');
    expect(css).toContain('[data-bs-theme=dark] .card{color:#fff}');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain('.btn');
  });

  it('puts the style where the first link was and the links at the end of the body', async () => {
    const head =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';
    const { read } = reader({
      '/_next/static/chunks/a.css': '.btn{color:red}',
      '/_next/static/chunks/b.css': '.hero{top:0}',
    });
    const out = await inlineCriticalCss(page('<b class="btn hero">x</b>', head), read);
    expect(out).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style data-critical="">.btn{color:red}.hero{top:0}</style>' +
        '<script src="/_next/static/chunks/m.js" async=""></script></head><body><b class="btn hero">x</b>' +
        '<script>self.__next_f.push([1,"modal"])</script>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></body></html>',
    );
  });

  it('reads and parses each stylesheet once', async () => {
    const { read, reads } = reader({ '/_next/static/chunks/a.css': SHEET });
    await inlineCriticalCss(page('<b class="btn">x</b>'), read);
    await inlineCriticalCss(page('<b class="lead">x</b>'), read);
    expect(reads).toEqual(['/_next/static/chunks/a.css']);
  });

  it('leaves the page as it was when a stylesheet cannot be read, and tries it again next time', async () => {
    const sheets: Record<string, string> = {};
    const { read, reads } = reader(sheets);
    const html = page('<b class="btn">x</b>');
    expect(await inlineCriticalCss(html, read)).toBe(html);
    await new Promise((r) => setTimeout(r, 0));
    sheets['/_next/static/chunks/a.css'] = '.btn{color:red}';
    expect(styleOf(await inlineCriticalCss(html, read))).toBe('.btn{color:red}');
    expect(reads).toHaveLength(2);
  });

  it('leaves a page without a head stylesheet, a foreign stylesheet or a body end as it was', async () => {
    const { read, reads } = reader({ '/_next/static/chunks/a.css': SHEET });
    const none = page('<b class="btn">x</b>', '');
    expect(await inlineCriticalCss(none, read)).toBe(none);
    const foreign = page('<b>x</b>', '<link rel="stylesheet" href="https://cdn.example/a.css"/>');
    expect(await inlineCriticalCss(foreign, read)).toBe(foreign);
    const cut = page('<b class="btn">x</b>').replace('</body></html>', '');
    expect(await inlineCriticalCss(cut, read)).toBe(cut);
    expect(reads).toEqual([]);
  });

  it('never writes a style that could close its own tag', async () => {
    const { read } = reader({ '/_next/static/chunks/a.css': '.btn::after{content:"</style><b>"}' });
    const out = await inlineCriticalCss(page('<b class="btn">x</b>'), read);
    expect(out.match(/<\/style/gi) ?? []).toHaveLength(out.includes('data-critical') ? 1 : 0);
  });
});

describe('buildStylesheetReader (scripts/server-page-cache.mjs)', () => {
  it("reads a stylesheet of the build's static folder and nothing outside it", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-dist-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.btn{color:red}');
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'secret');
    const read = buildStylesheetReader(dist);
    expect(await read('/_next/static/chunks/a.css')).toBe('.btn{color:red}');
    expect(await read('/_next/static/chunks/missing.css')).toBeNull();
    expect(await read('/_next/static/../BUILD_ID.css')).toBeNull();
    expect(await read('/_next/static/chunks/../../BUILD_ID')).toBeNull();
    expect(await read('/other/a.css')).toBeNull();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
