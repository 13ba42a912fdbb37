// GET /icons/<name>.png: the installed app's icons for the requesting site (manifest, Apple touch
// icon, notification badge), drawn on first request and cached (lib/server/push/app-icons.ts).
import { getSite } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { appIconPng, isAppIconName } from '@/lib/server/push/app-icons';

export async function GET(request: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  if (!isAppIconName(name)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const site = await getSite(requestHost(request.headers));
  const png = await appIconPng(site, name);
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      // A day: a site that changes its colour shows the new icon soon; the host is part of the URL.
      'Cache-Control': 'public, max-age=86400',
      'Content-Length': String(png.length),
    },
  });
}
