import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { mediaTypeOf, readCapped } from '@/lib/server/http/json-body';

const BEACON_MAX = 1024;
/** What navigator.sendBeacon sends: a string goes as text/plain, a Blob with its own type. */
const BEACON_TYPES = new Set(['', 'application/json', 'text/plain']);

/**
 * The body of a beacon: empty or `{}`. sendBeacon cannot send application/json without a
 * preflight in every browser, so text/plain is taken too; anything else is refused (415), as is
 * a body that is not an empty JSON object (400/422) or longer than 1 kB (413).
 */
export async function readEmptyBeacon(req: Request): Promise<void> {
  if (!BEACON_TYPES.has(mediaTypeOf(req.headers.get('content-type')))) throw new AppError('json_required', 415);
  const text = new TextDecoder()
    .decode(await readCapped(req.body, BEACON_MAX, () => new AppError('payload_too_large', 413, { max_bytes: BEACON_MAX })))
    .trim();
  if (!text) return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 400);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length > 0)
    throw new AppError('invalid_input', 422);
}
