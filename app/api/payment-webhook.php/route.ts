// /api/payment-webhook.php — POST id=<payment id> (the provider, form-encoded as Mollie sends it,
// or JSON {id}): the server fetches that payment from the provider and applies its verified
// state. Every well-formed id gets 200 "ok": the caller learns nothing about which ids exist.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { readCapped } from '@/lib/server/http/json-body';
import { AppError } from '@/lib/server/http/errors';
import { handleWebhook } from '@/lib/server/payments/service';

const ID = /^[A-Za-z0-9_]{1,64}$/;

function idFrom(text: string, contentType: string | null): string | null {
  if ((contentType ?? '').toLowerCase().includes('json')) {
    try {
      const parsed = JSON.parse(text) as { id?: unknown };
      return typeof parsed?.id === 'string' ? parsed.id : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(text).get('id');
}

export const POST = route({ auth: 'public' }, async ({ req }) => {
  const text = (await readCapped(req.body, 4096)).toString('utf8');
  const id = idFrom(text, req.headers.get('content-type'));
  if (!id || !ID.test(id))
    throw new AppError('invalid_input', 422, { issues: [{ path: 'id', code: 'invalid' }] });
  await handleWebhook(id);
  return new NextResponse('ok', { status: 200, headers: { 'Content-Type': 'text/plain' } });
});
