'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { COMPLAINT_NOTE_MAX, COMPLAINT_STATUSES, type ComplaintStatus } from '@/lib/schemas/admin-constants';
import { useAdminError } from '../use-admin-error';

/** The moderator's change: a new status and/or a note (appended with who and when). */
export function ComplaintEditor({ id, status }: { id: number; status: ComplaintStatus }) {
  const t = useTranslations('admin.complaints.editor');
  const ts = useTranslations('admin.complaints.statuses');
  const errorText = useAdminError();
  const router = useRouter();
  const [next, setNext] = useState<ComplaintStatus>(status);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const body = {
      id,
      ...(next !== status ? { status: next } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    if (!('status' in body) && !('note' in body)) {
      setError(t('nothing'));
      return;
    }
    setBusy(true);
    try {
      await adminFetch('/api/admin/complaints', { method: 'PATCH', body });
      setNote('');
      setSaved(true);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-status">
          {t('status')}
        </label>
        <select
          id="complaint-status"
          className="form-select"
          value={next}
          onChange={(e) => setNext(e.target.value as ComplaintStatus)}
        >
          {COMPLAINT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-note">
          {t('note')}
        </label>
        <textarea
          id="complaint-note"
          className="form-control"
          rows={4}
          maxLength={COMPLAINT_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby="complaint-note-help"
        />
        <div id="complaint-note-help" className="form-text">
          {t('noteHelp')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('save')}
      </button>
      <p role="status" className="mt-2 mb-0 small">
        {saved ? t('saved') : ''}
      </p>
    </form>
  );
}
