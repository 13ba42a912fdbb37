import fs from 'node:fs';
import path from 'node:path';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http as axiosHttp } from '@/lib/api-client/http';
import { http, loadHttp } from '@/lib/api-client/lazy-http';
import { apiError, failedStatus } from '@/lib/api-client/api-error';

const originalAdapter = axiosHttp.defaults.adapter;
afterEach(() => {
  axiosHttp.defaults.adapter = originalAdapter;
  delete axiosHttp.defaults['axios-retry'];
});

function reply(status: number, data: unknown) {
  return vi.fn<AxiosAdapter>(async (config: InternalAxiosRequestConfig) => {
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  });
}

describe('lazy http (axios loads with the first request, issue 10)', () => {
  it('loads the one axios instance of lib/api-client/http', async () => {
    expect(await loadHttp()).toBe(axiosHttp);
  });

  it('sends a request with the same arguments and answers what the instance answers', async () => {
    const adapter = reply(200, { ok: 1 });
    axiosHttp.defaults.adapter = adapter;
    const res = await http.post<{ ok: number }>('/like.php', { profile_id: 7 }, { params: { x: '1' } });
    expect(res.data).toEqual({ ok: 1 });
    const config = adapter.mock.calls[0][0];
    expect(config.method).toBe('post');
    expect(config.url).toBe('/like.php');
    expect(config.params).toEqual({ x: '1' });
    expect(JSON.parse(config.data as string)).toEqual({ profile_id: 7 });
  });

  it("rejects with the instance's error, which apiError and failedStatus read", async () => {
    axiosHttp.defaults.adapter = reply(409, { error: 'photo_limit', max: 6 });
    const err = await http.get('/photos.php').catch((e: unknown) => e);
    expect(failedStatus(err)).toBe(409);
    expect(apiError(err)).toEqual({ error: 'photo_limit', max: 6 });
  });

  it('apiError: no answer is offline, anything else generic', () => {
    expect(apiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual({ error: 'offline' });
    expect(apiError(new Error('boom'))).toEqual({ error: 'generic' });
    expect(failedStatus(new Error('boom'))).toBeUndefined();
  });

  it('no module of lib/api-client but http.ts imports axios or ./http at load time', () => {
    const dir = path.join(process.cwd(), 'lib/api-client');
    const offenders = fs
      .readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && f !== 'http.ts')
      .filter((f) => {
        const src = fs.readFileSync(path.join(dir, f), 'utf8');
        return /^import (?!type\b)[^;]*from '(axios|axios-retry|\.\/http)';/m.test(src);
      });
    expect(offenders).toEqual([]);
  });
});
