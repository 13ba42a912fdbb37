// Issue 9, items 4 and 13: what the HTTP layer refuses before reading a body. Body limits (by
// Content-Length and by what arrives, counted at the source) and the JSON media type parsed
// exactly. Every refusal is a 4xx that changes nothing.
import { NextRequest } from 'next/server';
import * as userRoute from '@/app/api/user.php/route';
import * as photosRoute from '@/app/api/photos.php/route';
import { JSON_BODY_MAX } from '@/lib/server/http/json-body';
import { PHOTO_MAX_BYTES } from '@/lib/server/photos/image';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

let cookie: string;

beforeAll(async () => {
  const siteId = (await createSite()).id;
  const me = await createMember({ siteId, withProfile: { name: 'Anna', region: 'NH' } });
  cookie = await loginAs(me.user.email, me.password);
});

/**
 * A body that yields `chunk`-byte pieces up to `total` bytes only when read, counting what was
 * pulled: the test never holds the whole body, and proves how much the server asked for.
 */
function countingStream(total: number, chunk = 16 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - state.pulled);
        state.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20)); // spaces: valid JSON padding
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

function streamedRequest(url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new NextRequest(new URL(url, 'http://localhost'), {
    method: 'POST',
    headers: { host: 'localhost', 'sec-fetch-site': 'same-origin', ...headers },
    body: stream,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe('JSON body limit (64 kB)', () => {
  it('refuses a declared 600 MB body with 413 before reading a byte of it', async () => {
    const { stream, state } = countingStream(600 * 1024 * 1024);
    const res = await callRoute(
      userRoute.POST,
      streamedRequest('/api/user.php', stream, {
        'content-type': 'application/json',
        'content-length': String(600 * 1024 * 1024),
      }),
    );
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 'payload_too_large', max_bytes: JSON_BODY_MAX });
    expect(state.pulled).toBe(0);
  });

  it('cuts a streamed 1 MB body without Content-Length at 64 kB and cancels the rest', async () => {
    const { stream, state } = countingStream(1024 * 1024);
    const res = await callRoute(
      userRoute.POST,
      streamedRequest('/api/user.php', stream, { 'content-type': 'application/json' }),
    );
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('payload_too_large');
    // The limit plus the one chunk that crossed it; never the megabyte.
    expect(state.pulled).toBeLessThanOrEqual(JSON_BODY_MAX + 16 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('cuts a body whose Content-Length lies (says 20 bytes, sends 1 MB)', async () => {
    const { stream, state } = countingStream(1024 * 1024);
    const res = await callRoute(
      userRoute.POST,
      streamedRequest('/api/user.php', stream, {
        'content-type': 'application/json',
        'content-length': '20',
      }),
    );
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(JSON_BODY_MAX + 16 * 1024);
  });

  it('reads a body of exactly 64 kB and refuses one byte more', async () => {
    const json = (size: number) => {
      const base = JSON.stringify({ email: 'nobody@example.test', password: 'x' });
      return base.slice(0, -1) + ' '.repeat(size - base.length) + '}';
    };
    const post = (body: string) =>
      callRoute(userRoute.POST, apiRequest('POST', 'http://localhost/api/user.php', { body }));
    const atLimit = await post(json(JSON_BODY_MAX));
    expect(atLimit.status).not.toBe(413);
    expect(atLimit.json.error).toBe('login_failed');
    const over = await post(json(JSON_BODY_MAX + 1));
    expect([over.status, over.json.error]).toEqual([413, 'payload_too_large']);
  });

  it('leaves photo uploads their own 10 MB limit, cut the same way from a chunked stream', async () => {
    const { stream, state } = countingStream(40 * 1024 * 1024, 256 * 1024);
    const res = await callRoute(
      photosRoute.POST,
      streamedRequest('/api/photos.php', stream, {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
      }),
    );
    expect([res.status, res.json.error]).toEqual([413, 'photo_too_large']);
    expect(state.pulled).toBeLessThanOrEqual(PHOTO_MAX_BYTES + 64 * 1024 + 256 * 1024);
    expect(state.cancelled).toBe(true);
  });
});

describe('JSON media type, parsed exactly', () => {
  const login = (type: string) =>
    callRoute(
      userRoute.POST,
      apiRequest('POST', 'http://localhost/api/user.php', {
        body: { email: 'nobody@example.test', password: 'wrong' },
        headers: { 'content-type': type },
      }),
    );

  it.each([
    'text/plain; application/json',
    'text/plain;charset=application/json',
    'application/jsonp',
    'application/json-patch+json',
    'application/vnd.api+json',
    'multipart/form-data; boundary=application/json',
    '',
  ])('refuses %j with 415 json_required', async (type) => {
    const res = await login(type);
    expect([res.status, res.json.error]).toEqual([415, 'json_required']);
  });

  it.each(['application/json', 'application/json; charset=utf-8', ' Application/JSON ;charset=UTF-8'])(
    'reads %j',
    async (type) => {
      const res = await login(type);
      expect([res.status, res.json.error]).toEqual([401, 'login_failed']);
    },
  );
});
