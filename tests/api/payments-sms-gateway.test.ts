// The SMS gateway adapter (SMS_GATEWAY_URL): the direct-debit code is posted to the gateway as
// JSON with the bearer token, and the outbox row records the delivery or the failure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { POST as DD_START } from '@/app/api/directdebit.php/route';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { apiRequest, callRoute } from '../setup/fixtures';
import { paySite, payMember } from './support/payments';

type Received = { auth: string | undefined; body: { to: string; text: string; reference: string } };
const received: Received[] = [];
let answer = 200;
let server: http.Server;
let siteId: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  process.env.SMS_GATEWAY_TOKEN = 'gateway-secret';
  resetEnvCache();
  siteId = (await paySite()).site.id;
});

afterAll(async () => {
  delete process.env.SMS_GATEWAY_URL;
  delete process.env.SMS_GATEWAY_TOKEN;
  resetEnvCache();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const FORM = {
  holder: 'Eva Smit',
  iban: 'NL91ABNA0417164300',
  street: 'Singel',
  house_number: '5',
  postal_code: '1012 AB',
  city: 'Amsterdam',
  mobile: '+31 6 5555 1234',
};

async function lastSms() {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(outbox)
    .where(eq(outbox.channel, 'sms'))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

describe('SMS gateway', () => {
  it('posts the code with the bearer token; the outbox row is sent', async () => {
    const m = await payMember(siteId);
    const res = await callRoute(
      DD_START,
      apiRequest('POST', 'http://localhost/api/directdebit.php', { cookie: m.cookie, body: FORM }),
    );
    expect(res.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0].auth).toBe('Bearer gateway-secret');
    expect(received[0].body.to).toBe('+31655551234');
    expect(received[0].body.text).toMatch(/\b\d{6}\b/);
    const row = await lastSms();
    expect(row).toMatchObject({ status: 'sent', recipient: '+31655551234' });
    expect(received[0].body.reference).toBe(`outbox-${row.id}`);
  });

  it('a refusing gateway leaves the row failed with the reason; the request still stands', async () => {
    answer = 503;
    const m = await payMember(siteId);
    const res = await callRoute(
      DD_START,
      apiRequest('POST', 'http://localhost/api/directdebit.php', { cookie: m.cookie, body: FORM }),
    );
    expect(res.status).toBe(201);
    expect(await lastSms()).toMatchObject({ status: 'failed', lastError: 'gateway answered 503' });
  });
});
