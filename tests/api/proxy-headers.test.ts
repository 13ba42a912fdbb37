// proxy.ts: the page CSP with a fresh nonce (handed to Next on the request, as its nonce pattern
// wants) and the hreflang Link header built from the site's own domain, never the Host.
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { resetEnvCache } from '@/lib/env';
import { createSite } from '../setup/fixtures';

beforeAll(async () => {
  await createSite({ domain: 'heartline.example', hosts: ['heartline.example', 'localhost'] });
});

function pageRequest(url: string, headers: Record<string, string> = {}): NextRequest {
  const target = new URL(url);
  return new NextRequest(target, { headers: { host: target.host, cookie: 'NEXT_LOCALE=en', ...headers } });
}

/** The directives of a CSP as a map: name → sources. */
function directives(csp: string | null): Map<string, string[]> {
  const entries = (csp ?? '').split(';').map((d) => d.trim().split(/\s+/));
  return new Map(entries.filter((d) => d[0]).map(([name, ...sources]) => [name, sources]));
}

describe('proxy: Content-Security-Policy', () => {
  it('gives every page a nonce-based policy without unsafe-inline or unsafe-eval for scripts', async () => {
    const res = await proxy(pageRequest('http://localhost/login'));
    const csp = res.headers.get('content-security-policy');
    const d = directives(csp);
    const script = d.get('script-src')!;
    expect(script).toContain("'self'");
    expect(script).toContain("'strict-dynamic'");
    expect(script.filter((s) => /^'nonce-[A-Za-z0-9+/]{22}=='$/.test(s))).toHaveLength(1);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
  });

  it('hands the same policy and its nonce to the page render through the request headers', async () => {
    const res = await proxy(pageRequest('http://localhost/login'));
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(res.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(res.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
  });

  it('uses a fresh nonce on every request', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const csp = (await proxy(pageRequest('http://localhost/'))).headers.get('content-security-policy')!;
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]);
    }
    expect(nonces.size).toBe(5);
  });

  it('sets the policy on redirects and on not-found file paths too', async () => {
    const redirect = await proxy(pageRequest('http://localhost/en/login'));
    expect(redirect.headers.get('location')).toBeTruthy();
    expect(redirect.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    const file = await proxy(pageRequest('http://localhost/wp-login.php'));
    expect(file.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(file.headers.get('x-middleware-request-x-nonce')).toBeTruthy();
    // A script file (service worker) keeps its own CSP: 'strict-dynamic' would stop importScripts.
    const script = await proxy(pageRequest('http://localhost/sw.js'));
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-middleware-request-x-nonce')).toBeTruthy();
  });

  it("allows the site's absolute cdn_prefix origin (only the origin) for images", async () => {
    await createSite({ domain: 'cdn-site.example', hosts: ['cdn-site.example'], isDefault: false, cdnPrefix: 'https://img.cdn.example/photos/' });
    const res = await proxy(pageRequest('http://cdn-site.example/login'));
    expect(directives(res.headers.get('content-security-policy')).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.cdn.example',
    ]);
  });

  it("allows 'unsafe-eval' in development only (React's debugging aids)", async () => {
    const saved = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'development';
    resetEnvCache();
    try {
      const csp = (await proxy(pageRequest('http://localhost/login'))).headers.get('content-security-policy');
      expect(directives(csp).get('script-src')).toContain("'unsafe-eval'");
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = saved;
      resetEnvCache();
    }
  });
});

describe('proxy: hreflang Link header', () => {
  const links = (res: Response) => res.headers.get('link') ?? '';

  it("lists every locale and x-default on the site's own domain", async () => {
    const res = await proxy(pageRequest('http://heartline.example/members/12'));
    const header = links(res);
    expect(header).toContain('<https://heartline.example/members/12>; rel="alternate"; hreflang="en"');
    expect(header).toContain('<https://heartline.example/nl/members/12>; rel="alternate"; hreflang="nl"');
    expect(header).toContain('<https://heartline.example/members/12>; rel="alternate"; hreflang="x-default"');
    expect(header.match(/hreflang=/g)).toHaveLength(12);
  });

  it('never echoes a forged Host (or X-Forwarded-Host without a trusted proxy)', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const headers of forged) {
      const res = await proxy(pageRequest('http://localhost/de/login', headers));
      const header = links(res);
      expect(header).not.toContain('evil');
      // An unknown host is the default site: its configured domain.
      expect(header).toContain('<https://heartline.example/de/login>; rel="alternate"; hreflang="de"');
      expect(header).toContain('<https://heartline.example/login>; rel="alternate"; hreflang="en"');
    }
  });

  it('leaves the query out and keeps an odd path encoded inside the <…>', async () => {
    const res = await proxy(pageRequest('http://heartline.example/members/a%3Eb%20c?x=<script>'));
    const header = links(res);
    expect(header).toContain('<https://heartline.example/members/a%3Eb%20c>; rel="alternate"; hreflang="en"');
    expect(header).not.toContain('script');
  });

  it('is not set on a redirect', async () => {
    const res = await proxy(pageRequest('http://heartline.example/en/login'));
    expect(res.headers.get('location')).toBeTruthy();
    expect(res.headers.get('link')).toBeNull();
  });
});
