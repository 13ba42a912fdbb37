// A local HTTP double of the parts of Mollie's v2 API the adapter uses (docs.mollie.com):
// methods list, payments create/get/cancel, payment refunds, customers and customer mandates.
// The real @mollie/api-client talks to it through its apiEndpoint option (MOLLIE_API_ENDPOINT),
// so the adapter is tested over HTTP with Mollie's JSON shapes, never by mocking the client.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type Json = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json | null;
  auth: string | null;
};

export type MollieDouble = {
  url: string;
  requests: RecordedRequest[];
  payments: Map<string, Json>;
  /** Sets a payment's status as Mollie would after the customer acts. */
  setStatus(id: string, status: string, extra?: Json): void;
  /** Makes the next calls answer this HTTP status (Mollie's problem+json). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

const METHODS = [
  { id: 'ideal', description: 'iDEAL', countries: ['NL'] },
  { id: 'bancontact', description: 'Bancontact', countries: ['BE'] },
  { id: 'creditcard', description: 'Card', countries: null },
  { id: 'paypal', description: 'PayPal', countries: null },
  { id: 'banktransfer', description: 'Bank transfer', countries: null },
  { id: 'blik', description: 'BLIK', countries: ['PL'] },
  // An old account may still list it; the adapter must leave it out.
  { id: 'giropay', description: 'giropay', countries: ['DE'] },
];

let seq = 0;
const nextId = (prefix: string) => `${prefix}${(++seq).toString(36).padStart(6, 'x')}Dbl`;

function amountJson(value: unknown) {
  return value as { value: string; currency: string };
}

export async function startMollieDouble(): Promise<MollieDouble> {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, Json>();
  let failures: { status: number; left: number } | null = null;
  let base = '';

  const paymentJson = (p: Json) => ({
    resource: 'payment',
    ...p,
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' } }
        : {}),
    },
  });

  // The official client refuses plain http, so the double serves https with a throwaway
  // self-signed certificate for 127.0.0.1, made here with openssl.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mollie-double-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) };
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Json) : null;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
        auth: req.headers.authorization ?? null,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          'content-type': status >= 400 ? 'application/problem+json' : 'application/hal+json',
        });
        res.end(JSON.stringify(json));
      };
      const problem = (status: number, detail: string) =>
        send(status, {
          status,
          title: http.STATUS_CODES[status],
          detail,
          _links: {
            documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
          },
        });
      if (!req.headers.authorization?.startsWith('Bearer test_'))
        return problem(401, 'Missing authentication, or failed to authenticate');
      if (failures && failures.left > 0) {
        failures.left--;
        return problem(failures.status, 'The double was told to fail');
      }
      const parts = url.pathname.replace(/^\/v2\//, '').split('/');
      if (req.method === 'GET' && parts[0] === 'methods') {
        const country = url.searchParams.get('billingCountry');
        const list = METHODS.filter((m) => !m.countries || !country || m.countries.includes(country)).map(
          (m) => ({
            resource: 'method',
            id: m.id,
            description: m.description,
            minimumAmount: { value: '1.00', currency: url.searchParams.get('amount[currency]') ?? 'EUR' },
            maximumAmount: { value: '10000.00', currency: url.searchParams.get('amount[currency]') ?? 'EUR' },
            image: {
              size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
              size2x: '',
              svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
            },
            status: 'activated',
            _links: { self: { href: `${base}/v2/methods/${m.id}`, type: 'application/hal+json' } },
          }),
        );
        return send(200, {
          count: list.length,
          _embedded: { methods: list },
          _links: { self: { href: `${base}/v2/methods`, type: 'application/hal+json' } },
        });
      }
      if (parts[0] === 'payments' && parts.length === 1 && req.method === 'POST') {
        const b = body ?? {};
        if (!b.amount || !b.description || (!b.redirectUrl && b.sequenceType !== 'recurring'))
          return problem(422, 'The amount, description and redirectUrl are required');
        const recurring = b.sequenceType === 'recurring';
        const id = nextId('tr_');
        const p: Json = {
          id,
          mode: 'test',
          status: recurring ? 'paid' : 'open',
          amount: amountJson(b.amount),
          description: b.description,
          method: b.method ?? null,
          metadata: b.metadata ?? null,
          sequenceType: b.sequenceType ?? 'oneoff',
          customerId: b.customerId ?? null,
          mandateId: b.mandateId ?? null,
          redirectUrl: b.redirectUrl ?? null,
          webhookUrl: b.webhookUrl ?? null,
          createdAt: new Date().toISOString(),
          details: null,
        };
        payments.set(id, p);
        return send(201, paymentJson(p));
      }
      if (parts[0] === 'payments' && parts.length === 2) {
        const p = payments.get(parts[1]);
        if (!p) return problem(404, 'No payment exists with token ' + parts[1]);
        if (req.method === 'GET') return send(200, paymentJson(p));
        if (req.method === 'DELETE') {
          if (p.status !== 'open') return problem(422, 'The payment cannot be canceled');
          p.status = 'canceled';
          return send(200, paymentJson(p));
        }
      }
      if (parts[0] === 'payments' && parts[2] === 'refunds' && req.method === 'POST') {
        const p = payments.get(parts[1]);
        if (!p) return problem(404, 'No payment exists with token ' + parts[1]);
        const amount = amountJson(body?.amount);
        const refunded = Number((p.amountRefunded as { value: string } | undefined)?.value ?? '0');
        if (p.status !== 'paid' || refunded + Number(amount.value) > Number(amountJson(p.amount).value)) {
          return problem(422, 'The refund amount is higher than the amount that can be refunded');
        }
        p.amountRefunded = { value: (refunded + Number(amount.value)).toFixed(2), currency: amount.currency };
        return send(201, {
          resource: 'refund',
          id: nextId('re_'),
          amount,
          status: 'pending',
          paymentId: p.id,
          description: body?.description,
          createdAt: new Date().toISOString(),
          _links: {},
        });
      }
      if (parts[0] === 'customers' && parts.length === 1 && req.method === 'POST') {
        return send(201, {
          resource: 'customer',
          id: nextId('cst_'),
          mode: 'test',
          name: body?.name,
          email: body?.email,
          metadata: body?.metadata,
          createdAt: new Date().toISOString(),
          _links: {},
        });
      }
      if (parts[0] === 'customers' && parts[2] === 'mandates' && req.method === 'POST') {
        if (body?.method !== 'directdebit' || !body.consumerAccount)
          return problem(422, 'consumerAccount is required');
        return send(201, {
          resource: 'mandate',
          id: nextId('mdt_'),
          mode: 'test',
          status: 'valid',
          method: 'directdebit',
          details: {
            consumerName: body.consumerName,
            consumerAccount: body.consumerAccount,
            consumerBic: 'ABNANL2A',
          },
          mandateReference: body.mandateReference ?? null,
          signatureDate: body.signatureDate ?? null,
          createdAt: new Date().toISOString(),
          _links: {},
        });
      }
      return problem(404, `The double does not know ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v2/`,
    requests,
    payments,
    setStatus(id, status, extra = {}) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      Object.assign(p, { status }, extra);
    },
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
