// GET /media/<file>: streams a photo from the photo storage, the local uploads folder or the S3
// bucket (the default cdn_prefix is /media/), so the same URL works on every instance. A stored
// name is never reused for other content (writers pick new names), which is what lets browsers
// and CDNs cache each file forever.
import { openUpload, UPLOAD_CACHE_CONTROL, uploadContentType } from '@/lib/server/photos/storage';
import { mediaAccess, OWNER_ONLY_CACHE_CONTROL } from '@/lib/server/photos/access';

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

export async function GET(
  request: Request,
  context: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await context.params;
  // One segment only: the uploads folder is flat, so a/b is never a file of ours. A name we
  // would never store (a NUL, which PostgreSQL refuses in the lookup below) is missing too.
  if (path.length !== 1 || !uploadContentType(path[0])) return notFound();
  // A pending or rejected photo's file only for its owner (issue 9); others get the plain 404.
  const access = await mediaAccess(path[0], request.headers);
  if (access === 'denied') return notFound();
  const file = await openUpload(path[0]);
  if (!file) return notFound();
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': access === 'owner' ? OWNER_ONLY_CACHE_CONTROL : UPLOAD_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.size !== null) headers['Content-Length'] = String(file.size);
  return new Response(file.body, { status: 200, headers });
}
