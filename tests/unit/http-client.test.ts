import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Mock } from 'vitest';
import { apiError, http } from '@/lib/api-client/http';
import { onAuthLost } from '@/lib/api-client/auth-events';

type Reply = { status: number; data?: unknown } | 'network';

/** An adapter that answers each request with the next reply (the last one repeats). */
function stubAdapter(...replies: Reply[]) {
  let i = 0;
  return vi.fn<AxiosAdapter>(async (config: InternalAxiosRequestConfig) => {
    const reply = replies[Math.min(i++, replies.length - 1)];
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  });
}

const sentHeader = (adapter: ReturnType<typeof stubAdapter>, call = 0) =>
  AxiosHeaders.from(adapter.mock.calls[call][0].headers).get('X-Client-Type') ?? null;

const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  // Keep axios-retry's schedule (5 retries) but without the exponential wait.
  http.defaults['axios-retry'] = { retryDelay: () => 0 };
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete http.defaults['axios-retry'];
  vi.unstubAllGlobals();
});

describe('client-type header (spec §7: requests to user.php carry a client-type header)', () => {
  it.each([
    ['GET', () => http.get('/user.php')],
    ['POST', () => http.post('/user.php', { email: 'a@b.c', password: 'x' })],
    ['PUT', () => http.put('/user.php', { language: 'nl' })],
    ['POST ?push=1', () => http.post('/user.php?push=1', {})],
  ])('%s user.php sends X-Client-Type: web in a browser tab', async (_label, send) => {
    const adapter = stubAdapter({ status: 200 });
    http.defaults.adapter = adapter;
    await send();
    expect(sentHeader(adapter)).toBe('web');
  });

  it('user.php sends X-Client-Type: pwa in the installed app', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('standalone'), media: query }) as unknown as MediaQueryList),
    );
    const adapter = stubAdapter({ status: 200 });
    http.defaults.adapter = adapter;
    await http.get('/user.php');
    expect(sentHeader(adapter)).toBe('pwa');
  });

  it.each(['/chats.php', '/likes.php', '/settings.php', '/logout.php'])('%s carries no client-type header', async (url) => {
    const adapter = stubAdapter({ status: 200 });
    http.defaults.adapter = adapter;
    await http.get(url);
    expect(sentHeader(adapter)).toBeNull();
  });
});

describe('auth lost (spec §8: a 403 auth_required not from user.php logs out)', () => {
  let listener: Mock<() => void>;
  let off: () => void;

  beforeEach(() => {
    listener = vi.fn<() => void>();
    off = onAuthLost(listener);
  });
  afterEach(() => off());

  it('a 403 {auth_required: true} from another endpoint tells the listener', async () => {
    http.defaults.adapter = stubAdapter({ status: 403, data: { error: 'auth_required', auth_required: true } });
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('also for a state-changing request', async () => {
    http.defaults.adapter = stubAdapter({ status: 403, data: { error: 'auth_required', auth_required: true } });
    await expect(http.delete('/chat.php', { data: { id: 1 } })).rejects.toBeInstanceOf(AxiosError);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a 403 {auth_required: true} from user.php does not', async () => {
    http.defaults.adapter = stubAdapter({ status: 403, data: { error: 'auth_required', auth_required: true } });
    await expect(http.get('/user.php')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a 403 without the flag does not', async () => {
    http.defaults.adapter = stubAdapter({ status: 403, data: { error: 'forbidden' } });
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a 401 with the flag does not', async () => {
    http.defaults.adapter = stubAdapter({ status: 401, data: { error: 'login_failed', auth_required: true } });
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', async () => {
    off();
    http.defaults.adapter = stubAdapter({ status: 403, data: { auth_required: true } });
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('retries (spec §7/§9: up to 5 retries)', () => {
  it('retries a GET that answers 500 five times, then fails', async () => {
    const adapter = stubAdapter({ status: 500 });
    http.defaults.adapter = adapter;
    const err = await http.get('/chats.php').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect((err as AxiosError).response?.status).toBe(500);
    expect(adapter).toHaveBeenCalledTimes(6);
  });

  it('succeeds when a retry succeeds', async () => {
    const adapter = stubAdapter({ status: 503 }, { status: 502 }, { status: 200, data: { ok: 1 } });
    http.defaults.adapter = adapter;
    const { data } = await http.get('/likes.php');
    expect(data).toEqual({ ok: 1 });
    expect(adapter).toHaveBeenCalledTimes(3);
  });

  it('retries a GET that cannot reach the server', async () => {
    const adapter = stubAdapter('network');
    http.defaults.adapter = adapter;
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(adapter).toHaveBeenCalledTimes(6);
  });

  it.each([400, 403, 404, 422])('does not retry a %i', async (status) => {
    const adapter = stubAdapter({ status, data: { error: 'invalid' } });
    http.defaults.adapter = adapter;
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('does not replay a POST (not idempotent) that answered 500', async () => {
    const adapter = stubAdapter({ status: 500 });
    http.defaults.adapter = adapter;
    await expect(http.post('/user.php', { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(AxiosError);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('does not replay a POST that lost its connection: the server may have done it', async () => {
    const adapter = stubAdapter('network');
    http.defaults.adapter = adapter;
    await expect(http.post('/user.php', { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(AxiosError);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('replays a POST that carries an Idempotency-Key', async () => {
    const adapter = stubAdapter('network', { status: 200, data: { ok: true } });
    http.defaults.adapter = adapter;
    await expect(http.post('/chat.php', { text: 'hi' }, { headers: { 'Idempotency-Key': 'k1' } })).resolves.toMatchObject({
      data: { ok: true },
    });
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('does not retry a GET answered 429', async () => {
    const adapter = stubAdapter({ status: 429, data: { error: 'rate_limited' } });
    http.defaults.adapter = adapter;
    await expect(http.get('/chats.php')).rejects.toBeInstanceOf(AxiosError);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('matches user.php as a path segment only', async () => {
    const adapter = stubAdapter({ status: 200 });
    http.defaults.adapter = adapter;
    await http.get('/block-user.php');
    await http.get('/user.php?push=1');
    expect(sentHeader(adapter, 0)).toBeNull();
    expect(sentHeader(adapter, 1)).toBe('web');
  });

  it('waits exponentially longer between retries by default (200 ms, then 400 ms, …)', async () => {
    delete http.defaults['axios-retry'];
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter
    try {
      const adapter = stubAdapter({ status: 500 }, { status: 500 }, { status: 200 });
      http.defaults.adapter = adapter;
      const done = http.get('/chats.php');
      await vi.advanceTimersByTimeAsync(199);
      expect(adapter).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(adapter).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(399);
      expect(adapter).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(adapter).toHaveBeenCalledTimes(3);
      await done;
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe('apiError', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const failed = (status: number, data: unknown) =>
    new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, {
      status,
      statusText: '',
      data,
      headers: new AxiosHeaders(),
      config,
    });

  it('returns the server error code with its details', () => {
    expect(apiError(failed(429, { error: 'account_blocked', minutes: 15 }))).toEqual({ error: 'account_blocked', minutes: 15 });
    expect(apiError(failed(401, { error: 'login_failed' }))).toEqual({ error: 'login_failed' });
  });

  it('says offline when there was no answer', () => {
    expect(apiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}))).toEqual({ error: 'offline' });
  });

  it('is generic for an answer without an error code', () => {
    expect(apiError(failed(500, '<html>Internal Server Error</html>'))).toEqual({ error: 'generic' });
    expect(apiError(failed(502, { message: 'bad gateway' }))).toEqual({ error: 'generic' });
    expect(apiError(failed(500, null))).toEqual({ error: 'generic' });
  });

  it('is generic for anything that is not an HTTP error', () => {
    expect(apiError(new Error('boom'))).toEqual({ error: 'generic' });
    expect(apiError('oops')).toEqual({ error: 'generic' });
    expect(apiError(undefined)).toEqual({ error: 'generic' });
  });

  it('maps a real failed request end to end', async () => {
    http.defaults.adapter = stubAdapter({ status: 429, data: { error: 'account_blocked', minutes: 15 } });
    const err = await http.post('/user.php', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(apiError(err)).toEqual({ error: 'account_blocked', minutes: 15 });
  });
});
