'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { REASON_NOTE_MAX, TEXT_REJECT_REASONS } from '@/lib/admin/moderation-reasons';
import { PROFILE_NAME_MAX } from '@/lib/schemas/profile-limits';
import { useDecision } from '@/components/admin/moderation/use-decision';

type Props = { profileId: number; seen: string; hasAbout: boolean };

/**
 * Approve the text as it is, or change it with a reason mailed to the member: clear the about
 * text, or rename. `seen` is the change the page showed: a newer edit is refused (409), not
 * approved unseen.
 */
export function TextDecision({ profileId, seen, hasAbout }: Props) {
  const t = useTranslations('admin.texts');
  const { busy, error, send } = useDecision('/api/admin/texts');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [name, setName] = useState('');
  const id = `text-${profileId}`;
  const reasonReady = Boolean(reason) && !(reason === 'other' && !note.trim());
  const because = { reason, ...(note.trim() && { note: note.trim() }) };

  return (
    <div>
      {error && (
        <div className="alert alert-danger py-1 px-2 small" role="alert">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-success btn-sm mb-3"
        disabled={busy}
        onClick={() => void send({ decision: 'approve', profileId, seen })}
      >
        {t('approve')}
      </button>
      <fieldset className="border rounded p-2">
        <legend className="fs-6 float-none w-auto px-1 mb-0">{t('change')}</legend>
        <div className="row g-2">
          <div className="col-sm-6">
            <label className="form-label small mb-0" htmlFor={`${id}-reason`}>
              {t('reason')}
            </label>
            <select id={`${id}-reason`} className="form-select form-select-sm" value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">{t('chooseReason')}</option>
              {TEXT_REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6">
            <label className="form-label small mb-0" htmlFor={`${id}-note`}>
              {t('note')}
            </label>
            <input id={`${id}-note`} className="form-control form-control-sm" maxLength={REASON_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={busy || !reasonReady || !hasAbout}
            onClick={() => void send({ decision: 'clear_about', profileId, seen, ...because })}
          >
            {t('clearAbout')}
          </button>
          <div>
            <label className="form-label small mb-0" htmlFor={`${id}-name`}>
              {t('newName')}
            </label>
            <input id={`${id}-name`} className="form-control form-control-sm" maxLength={PROFILE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={busy || !reasonReady || name.trim().length < 2}
            onClick={() => void send({ decision: 'rename', profileId, seen, name: name.trim(), ...because })}
          >
            {t('rename')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
