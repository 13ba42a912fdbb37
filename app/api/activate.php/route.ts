// /api/activate.php — GET ?token= (the mailed activation link): activates and redirects to
// /activate/done or /activate/error; POST ?resend=1 (member): mails a new activation link.
import { z } from 'zod';
import { route } from '@/lib/server/http/route';
import { activate, pagePath, resendActivation } from '@/lib/server/recovery/activation';

const linkQuery = z.object({ token: z.string().max(200).optional() });

export const GET = route({ auth: 'public', query: linkQuery }, async ({ site, query }) => {
  const { ok, locale } = await activate(site, query.token);
  // A relative Location: the browser stays on the host it opened, the link already came from ours.
  const path = pagePath(ok ? '/activate/done' : '/activate/error', locale);
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
});

export const POST = route(
  { auth: 'member', query: z.object({ resend: z.literal('1') }) },
  async ({ site, session }) => resendActivation(site, session.user),
);
