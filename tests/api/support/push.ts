// Requests of the push tests: the page-hidden beacon as a browser sends it.
import { POST, DELETE } from '@/app/api/page-hidden.php/route';
import { apiRequest, callRoute } from '../../setup/fixtures';

/** navigator.sendBeacon(url, '{}'): a text/plain body, same origin. */
export const pageHidden = (cookie?: string, query = '', headers: Record<string, string> = {}, body = '{}') =>
  callRoute(
    POST,
    apiRequest('POST', `http://localhost/api/page-hidden.php${query}`, {
      cookie,
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    }),
  );

export const pageShown = (cookie: string) =>
  callRoute(DELETE, apiRequest('DELETE', 'http://localhost/api/page-hidden.php', { cookie }));

type Call = (
  route: string,
  method: 'POST' | 'DELETE',
  opts: { cookie?: string; query?: string; body?: unknown },
) => Promise<{ status: number; json: { error?: string; subscribed?: boolean } }>;
type World = { call: Call; mia: { cookie: string }; olle: { cookie: string } };

/**
 * Authorization matrix, DELETE /api/user.php?push=1: a member removes only their own device's
 * subscription; another member naming the same endpoint removes nothing.
 */
export async function pushUnsubscribeOwn(w: World, changes: (fn: () => Promise<void>) => Promise<string[]>) {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/authz-mia-device';
  const keys = {
    p256dh: 'BOr0Wb6hS0iXbvjN0OaFEfCNs5w3TgkCzMJzeHkz8NdzE7bElBZ0Tsr4-ipP-TL0BZdEEVuZk3WmRHIFVG8U5AE',
    auth: 'y8zHg_GUA8jpjKWOKZ4erQ',
  };
  const stored = await w.call('user.php', 'POST', { cookie: w.mia.cookie, query: 'push=1', body: { endpoint, keys } });
  if (stored.status !== 200) throw new Error(`subscribe failed: ${stored.status} ${JSON.stringify(stored.json)}`);
  const changed = await changes(async () => {
    const res = await w.call('user.php', 'DELETE', { cookie: w.olle.cookie, query: 'push=1', body: { endpoint } });
    if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
  });
  if (changed.length) throw new Error(`another member's unsubscribe changed ${changed.join(', ')}`);
}
