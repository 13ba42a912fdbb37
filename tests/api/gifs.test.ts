// Gif search: GET /api/gifs.php over the bundled GIFs, and the real providers (Giphy, Tenor)
// through a mocked fetch, with the bundled set as the fallback when a provider fails.
import fs from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/api/gifs.php/route';
import { bundledGifs } from '@/lib/server/gifs/bundled';
import { BUNDLED_GIFS } from '@/lib/server/gifs/catalogue';
import { giphyProvider, tenorProvider } from '@/lib/server/gifs/remote';
import { gifProvider, searchGifs } from '@/lib/server/gifs/service';
import { resetEnvCache } from '@/lib/env';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

let cookie: string;
const gifs = (qs: string, c: string | null = cookie) =>
  callRoute(GET, apiRequest('GET', `http://localhost/api/gifs.php?${qs}`, { cookie: c ?? undefined }));

beforeAll(async () => {
  const site = await createSite();
  const m = await createMember({ siteId: site.id, withProfile: true, language: 'de' });
  cookie = await loginAs(m.user.email, m.password);
});

describe('GET /api/gifs.php (bundled)', () => {
  it('lists every bundled GIF for an empty query, each file present and small', async () => {
    const res = await gifs('q=');
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('bundled');
    expect(res.json.gifs).toHaveLength(BUNDLED_GIFS.length);
    for (const g of res.json.gifs) {
      for (const url of [g.url, g.preview_url]) {
        const file = path.join(process.cwd(), 'public', url);
        expect(fs.existsSync(file), url).toBe(true);
        expect(fs.statSync(file).size).toBeLessThan(40_000);
        expect(fs.readFileSync(file).subarray(0, 6).toString()).toBe('GIF89a');
      }
    }
  });

  it("finds by the member's language (default) and by English, titles in that language", async () => {
    const de = await gifs('q=kuss');
    expect(de.json.gifs.map((g: { id: string }) => g.id)).toEqual(['bundled:kiss']);
    expect(de.json.gifs[0].title).toBe('Kuss');
    const en = await gifs('q=kiss');
    expect(en.json.gifs[0].id).toBe('bundled:kiss');
    const nl = await gifs('q=hart&locale=nl');
    expect(nl.json.gifs[0]).toMatchObject({ id: 'bundled:heart', title: 'Liefde' });
    const accents = await gifs('q=coeur&locale=fr');
    expect(accents.json.gifs[0].id).toBe('bundled:heart');
    expect((await gifs('q=zzzz')).json.gifs).toEqual([]);
    expect((await gifs('q=milosc&locale=pl')).json.gifs[0].id).toBe('bundled:heart');
  });

  it('respects limit, refuses bad input with 422 and visitors with 403', async () => {
    expect((await gifs('q=&limit=3')).json.gifs).toHaveLength(3);
    for (const qs of ['limit=0', 'limit=51', 'locale=xx', `q=${'a'.repeat(101)}`]) {
      const res = await gifs(qs);
      expect(res.status, qs).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    const visitor = await gifs('q=', null);
    expect(visitor.status).toBe(403);
    expect(visitor.json.auth_required).toBe(true);
  });
});

describe('real providers', () => {
  const fakeFetch = (body: unknown, status = 200) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

  it('Giphy: searches with the key and locale, maps the answer, skips items without images', async () => {
    const f = fakeFetch({
      data: [
        {
          id: 'a1',
          title: 'Hi',
          images: {
            fixed_height: { url: 'https://g/a.gif', width: '200', height: '200' },
            fixed_height_small: { url: 'https://g/a-s.gif' },
          },
        },
        { id: 'broken', images: {} },
      ],
    });
    const result = await giphyProvider('KEY', f).search('hello', 'nl', 5);
    const url = new URL(String(f.mock.calls[0][0]));
    expect(url.origin + url.pathname).toBe('https://api.giphy.com/v1/gifs/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      api_key: 'KEY',
      q: 'hello',
      lang: 'nl',
      limit: '5',
    });
    expect(result).toEqual([
      {
        id: 'giphy:a1',
        url: 'https://g/a.gif',
        preview_url: 'https://g/a-s.gif',
        width: 200,
        height: 200,
        title: 'Hi',
      },
    ]);
    await giphyProvider('KEY', f).search('', 'en', 5);
    expect(String(f.mock.calls[1][0])).toContain('/v1/gifs/trending?');
  });

  it('Tenor: searches v2 with the locale, featured for an empty query', async () => {
    const f = fakeFetch({
      results: [
        {
          id: 't1',
          content_description: 'Kiss',
          media_formats: {
            gif: { url: 'https://t/k.gif', dims: [220, 180] },
            tinygif: { url: 'https://t/k-s.gif' },
          },
        },
      ],
    });
    const result = await tenorProvider('KEY', f).search('kus', 'nl', 8);
    const url = new URL(String(f.mock.calls[0][0]));
    expect(url.pathname).toBe('/v2/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'KEY',
      q: 'kus',
      locale: 'nl_NL',
      limit: '8',
    });
    expect(result[0]).toEqual({
      id: 'tenor:t1',
      url: 'https://t/k.gif',
      preview_url: 'https://t/k-s.gif',
      width: 220,
      height: 180,
      title: 'Kiss',
    });
    await tenorProvider('KEY', f).search('', 'en', 8);
    expect(String(f.mock.calls[1][0])).toContain('/v2/featured?');
  });

  it('falls back to the bundled GIFs when the provider fails', async () => {
    const failing = giphyProvider('KEY', fakeFetch({ message: 'quota' }, 429));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await searchGifs('love', 'en', 5, failing);
    expect(res.provider).toBe('bundled');
    expect(res.gifs[0].id).toBe('bundled:heart');
    errors.mockRestore();
  });

  it('is chosen by GIF_PROVIDER with GIF_API_KEY; without a key the bundled set stays', () => {
    const saved = { ...process.env };
    try {
      process.env.GIF_PROVIDER = 'tenor';
      delete process.env.GIF_API_KEY;
      resetEnvCache();
      expect(gifProvider()).toBe(bundledGifs);
      process.env.GIF_API_KEY = 'k';
      resetEnvCache();
      expect(gifProvider().name).toBe('tenor');
      process.env.GIF_PROVIDER = 'giphy';
      resetEnvCache();
      expect(gifProvider().name).toBe('giphy');
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });
});
