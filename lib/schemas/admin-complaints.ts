import { z } from 'zod';
import { COMPLAINT_NOTE_MAX, COMPLAINT_STATUSES } from './admin-constants';
import { COMPLAINT_REASONS } from './complaint';

// The console's complaints inbox (issue 15): filters of the list and the moderator's change.

export { COMPLAINT_NOTE_MAX, COMPLAINT_STATUSES, type ComplaintStatus } from './admin-constants';
export const COMPLAINTS_PAGE_SIZE = 50;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/admin/complaints and the page's searchParams; no status: the open ones. */
export const complaintListQuerySchema = z.object({
  status: z.enum([...COMPLAINT_STATUSES, 'all']).optional(),
  reason: z.enum(COMPLAINT_REASONS).optional(),
  site: id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

/** PATCH /api/admin/complaints: a new status, a note to append, or both. */
export const complaintUpdateSchema = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    status: z.enum(COMPLAINT_STATUSES).optional(),
    note: z.string().trim().min(1).max(COMPLAINT_NOTE_MAX).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: 'status_or_note_required' });
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;

/** What was stored with a complaint (the shape of complaints.evidence), as the console shows it. */
export type ComplaintEvidenceView = {
  profile?: { id: number; name: string; about: string };
  conversation?: {
    id: number;
    messages: {
      id: number;
      senderProfileId: number;
      kind: string;
      body: string;
      photoId: number | null;
      giftId: number | null;
      createdAt: string;
    }[];
    truncated: boolean;
  };
};

/** A profile the complaint names, with its member now (null: fictional). */
export type ComplaintProfileRef = { profileId: number; name: string; userId: number | null };

/** One complaint in the console: everything stored, the people it names, and its history. */
export type ComplaintDetail = {
  id: number;
  siteId: number;
  siteName: string;
  status: string;
  reason: string;
  subject: string;
  body: string;
  email: string;
  name: string;
  userId: number | null;
  /** The complainant's own profile (a member), to mark their side of the conversation. */
  ownProfileId: number | null;
  profileId: number | null;
  conversationId: number | null;
  locale: string;
  notes: string;
  evidence: ComplaintEvidenceView;
  /** Current owners and names of every profile the complaint names (absent: deleted since). */
  profiles: Record<number, ComplaintProfileRef>;
  createdAt: string;
  updatedAt: string | null;
  history: {
    at: string;
    staffEmail: string;
    role: string;
    action: string;
    before: unknown;
    after: unknown;
  }[];
};
