// The provider webhook's signature (lib/server/mail/webhook-signature.ts): HMAC-SHA256 over
// "<timestamp>.<body>", five minutes either way, everything else refused. The clock is passed in,
// so the window's edges are exact.
import { createHmac } from 'node:crypto';
import { checkMailEventsSignature, signMailEvents } from '@/lib/server/mail/webhook-signature';

const SECRET = 'unit-test-secret-0123456789';
const body = Buffer.from(
  '[{"id":"e1","type":"complaint","email":"a@example.test","timestamp":"2026-01-01T00:00:00Z"}]',
);
const T = 1_800_000_000;
const at = (seconds: number) => seconds * 1000;

describe('mail webhook signature', () => {
  it('signs "<timestamp>.<body>" as documented', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${body.toString()}`).digest('hex');
    expect(signMailEvents(SECRET, T, body)).toBe(`sha256=${expected}`);
    expect(signMailEvents(SECRET, String(T), body.toString())).toBe(`sha256=${expected}`);
  });

  it('accepts up to 300 s either way and refuses past that as expired', () => {
    const signature = signMailEvents(SECRET, T, body);
    const check = (now: number) =>
      checkMailEventsSignature(SECRET, { signature, timestamp: String(T) }, body, at(now));
    expect([check(T), check(T + 300), check(T - 300)]).toEqual(['ok', 'ok', 'ok']);
    expect([check(T + 301), check(T - 301)]).toEqual(['expired', 'expired']);
  });

  it('refuses a wrong, malformed or missing signature or timestamp as invalid', () => {
    const good = signMailEvents(SECRET, T, body);
    const check = (signature: string | null, timestamp: string | null, raw = body) =>
      checkMailEventsSignature(SECRET, { signature, timestamp }, raw, at(T));
    expect(check(good.toUpperCase().replace('SHA256=', 'sha256='), String(T))).toBe('ok');
    expect(check(null, String(T))).toBe('invalid');
    expect(check(good, null)).toBe('invalid');
    expect(check(good, `${T}.5`)).toBe('invalid');
    expect(check(good, String(T + 1))).toBe('invalid');
    expect(check(good.slice(0, -2), String(T))).toBe('invalid');
    expect(check(`md5=${good.slice(7)}`, String(T))).toBe('invalid');
    expect(check(signMailEvents('another-secret-0123456789', T, body), String(T))).toBe('invalid');
    expect(check(good, String(T), Buffer.from(body.toString().replace('a@', 'b@')))).toBe('invalid');
    // A stale timestamp with a wrong signature says invalid, not expired: nothing is learnt.
    expect(
      checkMailEventsSignature(
        SECRET,
        { signature: 'sha256=' + '0'.repeat(64), timestamp: String(T - 9999) },
        body,
        at(T),
      ),
    ).toBe('invalid');
  });
});
