import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { PHOTO_MAX_BYTES } from './image';

// Room for the multipart boundaries and part headers around the one file.
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError('photo_too_large', 413, { max_bytes: PHOTO_MAX_BYTES });

/** Reads at most `limit` bytes of a body and refuses more, however the client announced it. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
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
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The file of a multipart/form-data upload in field `photo`. A declared Content-Length over the
 * limit is refused before reading; an undeclared (chunked) body is cut off at the limit.
 */
export async function readPhotoUpload(req: Request): Promise<Buffer> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('multipart_required', 415);
  const limit = PHOTO_MAX_BYTES + MULTIPART_OVERHEAD;
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();

  const raw = await readCapped(req.body, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('photo_missing', 422);
  }
  const file = form.get('photo');
  if (!file || typeof file === 'string') throw new AppError('photo_missing', 422);
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw new AppError('photo_invalid', 422);
  return Buffer.from(await file.arrayBuffer());
}
