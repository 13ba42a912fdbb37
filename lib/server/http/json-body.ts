import 'server-only';
import { z } from 'zod';
import { findNul } from '@/lib/schemas/input';
import { AppError } from './errors';

/**
 * The largest JSON body any route reads. Our own forms send a few kB at most (the longest field,
 * a signup message, is 5,000 characters); anything bigger is refused before it costs memory.
 */
export const JSON_BODY_MAX = 64 * 1024;

const tooLarge = () => new AppError('payload_too_large', 413, { max_bytes: JSON_BODY_MAX });

/** The media type of a Content-Type header: what stands before any parameter, lower case. */
export function mediaTypeOf(header: string | null): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Whether a Content-Type header names JSON: the media type before any parameter, exactly
 * (`application/json; charset=utf-8` is JSON, `text/plain; application/json` is not).
 */
export function isJsonContentType(header: string | null): boolean {
  return mediaTypeOf(header) === 'application/json';
}

/**
 * Reads a body up to `limit` bytes. Past the limit it stops pulling, cancels the stream and
 * throws `refuse()` (the JSON 413 by default), whatever the client announced: a chunked body
 * or a lying Content-Length is cut there. Photo uploads read through it too, with their own 413.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  refuse: () => Error = tooLarge,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The JSON body of a request: 415 unless the media type is application/json, 413 when the
 * declared length is over JSON_BODY_MAX (before reading a byte) or the body turns out to be,
 * 400 when it does not parse. An empty body is `{}`.
 */
export async function readJsonBody(req: Request): Promise<unknown> {
  if (!isJsonContentType(req.headers.get('content-type'))) throw new AppError('json_required', 415);
  if (Number(req.headers.get('content-length') ?? 0) > JSON_BODY_MAX) throw tooLarge();
  const text = new TextDecoder().decode(await readCapped(req.body, JSON_BODY_MAX));
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 400);
  }
}

/**
 * The value itself, unless a string or key in it holds a NUL: then the same 422 `invalid_input`
 * a schema gives, with the path of the offending field.
 */
export function refuseNul<T>(value: T): T {
  const path = findNul(value);
  if (path) throw new z.ZodError([{ code: 'custom', path, message: 'nul_character', input: undefined }]);
  return value;
}
