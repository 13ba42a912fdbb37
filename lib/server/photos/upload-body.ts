import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { mediaTypeOf, readCapped } from '@/lib/server/http/json-body';
import { PHOTO_MAX_BYTES } from './image';

// Room for the multipart boundaries and part headers around the one file.
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError('photo_too_large', 413, { max_bytes: PHOTO_MAX_BYTES });

/**
 * The file of a multipart/form-data upload in field `photo`. A declared Content-Length over the
 * limit is refused before reading; an undeclared (chunked) body is cut off at the limit.
 */
export async function readPhotoUpload(req: Request): Promise<Buffer> {
  const type = req.headers.get('content-type') ?? '';
  if (mediaTypeOf(type) !== 'multipart/form-data') throw new AppError('multipart_required', 415);
  const limit = PHOTO_MAX_BYTES + MULTIPART_OVERHEAD;
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();

  const raw = await readCapped(req.body, limit, tooLarge);
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
