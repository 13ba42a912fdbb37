'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PHOTO_REJECT_REASONS, REASON_NOTE_MAX } from '@/lib/admin/moderation-reasons';
import { useDecision } from '@/components/admin/moderation/use-decision';

/** Approve, or reject with a reason from the list and free text (needed for "other"). */
export function PhotoDecision({ photoId }: { photoId: number }) {
  const t = useTranslations('admin.photos');
  const { busy, error, send } = useDecision('/api/admin/photos');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const id = `photo-${photoId}`;
  const noteNeeded = reason === 'other' && !note.trim();

  return (
    <div>
      {error && (
        <div className="alert alert-danger py-1 px-2 small" role="alert">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-success btn-sm w-100 mb-2"
        disabled={busy}
        onClick={() => void send({ decision: 'approve', id: photoId })}
      >
        {t('approve')}
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send({ decision: 'reject', id: photoId, reason, ...(note.trim() && { note: note.trim() }) });
        }}
      >
        <label className="form-label small mb-0" htmlFor={`${id}-reason`}>
          {t('reason')}
        </label>
        <select
          id={`${id}-reason`}
          className="form-select form-select-sm mb-1"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        >
          <option value="">{t('chooseReason')}</option>
          {PHOTO_REJECT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
        <label className="form-label small mb-0" htmlFor={`${id}-note`}>
          {t('note')}
        </label>
        <input
          id={`${id}-note`}
          className="form-control form-control-sm mb-2"
          maxLength={REASON_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-note-help`}
        />
        <div id={`${id}-note-help`} className="form-text mt-0 mb-2">
          {t('noteHelp')}
        </div>
        <button type="submit" className="btn btn-outline-danger btn-sm w-100" disabled={busy || !reason || noteNeeded}>
          {t('reject')}
        </button>
      </form>
    </div>
  );
}
