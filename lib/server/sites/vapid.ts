import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { insertKvOnce, readKv } from './repo';

export type VapidKeys = { publicKey: string; privateKey: string };

/** Raw P-256 keys, base64url, as web push expects them. */
function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: priv.d! };
}

/** VAPID keys from the environment, or generated once and stored (the embedded default). */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  }
  return (await readKv<VapidKeys>(db, 'vapid')) ?? insertKvOnce(db, 'vapid', generateVapidKeys());
}
