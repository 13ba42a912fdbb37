// GET /media/<file>: serves a photo from the local uploads folder (the default cdn_prefix is
// /media/). A stored name is never reused for other content (writers pick new names), which is
// what lets browsers and CDNs cache each file forever.
import { readUpload } from '@/lib/server/photos/storage';

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

export async function GET(
  _request: Request,
  context: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await context.params;
  // One segment only: the uploads folder is flat, so a/b is never a file of ours.
  if (path.length !== 1) return notFound();
  const file = await readUpload(path[0]);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
