// /api/admin/inbox/notes — PUT {profileId, notes}: the fictional profile's persona notes shown
// beside its conversations; audited with before and after (fictional.notes).
import { adminRoute } from '@/lib/server/admin/route';
import { saveFictionalNotes } from '@/lib/server/admin/inbox/service';
import { notesBodySchema } from '@/lib/schemas/admin-inbox';

export const PUT = adminRoute({ area: 'inbox', body: notesBodySchema }, async ({ body, audit }) =>
  saveFictionalNotes(body.profileId, body.notes, audit),
);
