'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { INBOX_NOTES_MAX } from '@/lib/schemas/admin-constants';
import { useAdminError } from '../use-admin-error';

/** The fictional profile's persona notes (every operator sees them beside its conversations). */
export function NotesEditor({ profileId, notes }: { profileId: number; notes: string }) {
  const t = useTranslations('admin.inbox');
  const errorText = useAdminError();
  const router = useRouter();
  const [text, setText] = useState(notes);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      await adminFetch('/api/admin/inbox/notes', { method: 'PUT', body: { profileId, notes: text } });
      setStatus({ ok: true, text: t('notesSaved') });
      router.refresh();
    } catch (err) {
      setStatus({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit}>
      <label className="form-label" htmlFor="fictional-notes">
        {t('notes')}
      </label>
      <textarea
        id="fictional-notes"
        className="form-control mb-2"
        rows={5}
        maxLength={INBOX_NOTES_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={busy}>
        {t('saveNotes')}
      </button>
      {status && (
        <p
          className={`small mt-2 mb-0 ${status.ok ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      )}
    </form>
  );
}
