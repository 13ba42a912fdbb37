// A local push service for the web-push tests: an HTTPS server (self-signed certificate made with
// openssl) that receives what web-push sends, checks the VAPID JWT (ES256 over the audience) and
// decrypts the aes128gcm payload (RFC 8188 / RFC 8291) with the subscription's own keys, which
// the test makes the way a browser does (a P-256 key pair and a 16-byte auth secret).
import { execFileSync } from 'node:child_process';
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type FakePushService = {
  origin: string;
  /** The certificate to trust (PEM). */
  cert: string;
  received: ReceivedPush[];
  /** The status answered for a path (default 201). */
  answer: Map<string, number>;
  close: () => Promise<void>;
};

function selfSignedCert(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1',
        '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCert();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '/';
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(p) ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    cert,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser-side subscription: its key pair and auth secret, and the JSON the page posts. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm push body (one record) with the subscription's private key and auth secret. */
export function decryptPush(body: Buffer, sub: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(senderPublic);
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const prkKey = hmac(sub.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 §2.2: content encryption key and nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Padding: the last record ends with a 0x02 delimiter followed by zero bytes.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID Authorization header (`vapid t=<jwt>, k=<key>`): ES256 signature by `k`,
 * audience the push service's origin, expiry within 24 h, a mailto:/https: subject. Returns k.
 */
export function checkVapid(authorization: string | undefined, audience: string): { key: string; sub: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const raw = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { key: k, sub: claims.sub };
}
