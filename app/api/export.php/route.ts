// /api/export.php — GET (member): downloads the member's own data as a ZIP (account, profile,
// photos with their files, messages, credit ledger, orders, …); format in docs/api.md.
import { route } from '@/lib/server/http/route';
import { exportMemberData } from '@/lib/server/export/service';

export const GET = route({ auth: 'member' }, async ({ site, session }) => {
  const { filename, zip } = await exportMemberData(site, session.user);
  return new Response(new Uint8Array(zip), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
