'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { REASON_NOTE_MAX } from '@/lib/admin/moderation-reasons';
import { CREDIT_ADJUST_MAX } from '@/lib/schemas/admin-constants';
import { useDecision } from '@/components/admin/moderation/use-decision';

type Props = { userId: number; banned: boolean; profileStatus: string | null; sessions: number; deleted: boolean };

/** A reason field and a button: the actions that need a written why. */
function ReasonAction(props: { id: string; label: string; button: string; danger?: boolean; busy: boolean; onSubmit: (reason: string) => void }) {
  const t = useTranslations('admin.members');
  const [reason, setReason] = useState('');
  return (
    <form
      className="mb-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSubmit(reason.trim());
      }}
    >
      <h3 className="h6">{props.label}</h3>
      <label className="form-label small mb-0" htmlFor={props.id}>
        {t('actions.reason')}
      </label>
      <div className="input-group input-group-sm">
        <input id={props.id} className="form-control" required minLength={3} maxLength={REASON_NOTE_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
        <button type="submit" className={`btn ${props.danger ? 'btn-danger' : 'btn-outline-secondary'}`} disabled={props.busy || reason.trim().length < 3}>
          {props.button}
        </button>
      </div>
    </form>
  );
}

/** Disable/enable the profile, ban/unban, adjust credits, end sessions: each audited by the server. */
export function MemberActions({ userId, banned, profileStatus, sessions, deleted }: Props) {
  const t = useTranslations('admin.members');
  const { busy, error, send } = useDecision('/api/admin/members');
  const [delta, setDelta] = useState('');
  const [creditReason, setCreditReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const act = async (body: Record<string, unknown>, message: string) => {
    setDone(null);
    if (await send({ userId, ...body })) setDone(message);
  };
  const deltaNumber = Number(delta);
  const deltaOk = /^-?\d{1,6}$/.test(delta.trim()) && deltaNumber !== 0 && Math.abs(deltaNumber) <= CREDIT_ADJUST_MAX;

  return (
    <section aria-labelledby="member-actions-title" className="card card-body mb-4">
      <h2 id="member-actions-title" className="h5">
        {t('actions.title')}
      </h2>
      <div aria-live="polite">
        {error && (
          <div className="alert alert-danger py-2" role="alert">
            {error}
          </div>
        )}
        {done && <div className="alert alert-success py-2">{done}</div>}
      </div>
      {deleted ? (
        <p className="mb-3">{t('actions.deleted')}</p>
      ) : (
        <>
          {profileStatus === 'active' && (
            <ReasonAction id="member-disable" label={t('actions.disable')} button={t('actions.disableButton')} busy={busy} onSubmit={(reason) => void act({ action: 'disable', reason }, t('actions.disabled'))} />
          )}
          {profileStatus === 'disabled' && (
            <div className="mb-3">
              <h3 className="h6">{t('actions.enable')}</h3>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} onClick={() => void act({ action: 'enable' }, t('actions.enabled'))}>
                {t('actions.enableButton')}
              </button>
            </div>
          )}
          {banned ? (
            <div className="mb-3">
              <h3 className="h6">{t('actions.unban')}</h3>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} onClick={() => void act({ action: 'unban' }, t('actions.unbanned'))}>
                {t('actions.unbanButton')}
              </button>
            </div>
          ) : (
            <ReasonAction id="member-ban" label={t('actions.ban')} button={t('actions.banButton')} danger busy={busy} onSubmit={(reason) => void act({ action: 'ban', reason }, t('actions.bannedDone'))} />
          )}
          <form
            className="mb-3"
            onSubmit={(e) => {
              e.preventDefault();
              void act({ action: 'credits', delta: deltaNumber, reason: creditReason.trim() }, t('actions.creditsDone'));
            }}
          >
            <h3 className="h6">{t('actions.credits')}</h3>
            <div className="row g-2 align-items-end">
              <div className="col-4">
                <label className="form-label small mb-0" htmlFor="member-delta">
                  {t('actions.delta')}
                </label>
                <input id="member-delta" className="form-control form-control-sm" inputMode="numeric" value={delta} onChange={(e) => setDelta(e.target.value)} aria-describedby="member-delta-help" />
              </div>
              <div className="col-8">
                <label className="form-label small mb-0" htmlFor="member-credit-reason">
                  {t('actions.reason')}
                </label>
                <input id="member-credit-reason" className="form-control form-control-sm" maxLength={REASON_NOTE_MAX} value={creditReason} onChange={(e) => setCreditReason(e.target.value)} />
              </div>
            </div>
            <div id="member-delta-help" className="form-text">
              {t('actions.deltaHelp')}
            </div>
            <button type="submit" className="btn btn-outline-primary btn-sm mt-1" disabled={busy || !deltaOk || creditReason.trim().length < 3}>
              {t('actions.creditsButton')}
            </button>
          </form>
        </>
      )}
      <div>
        <h3 className="h6">{t('actions.endSessions')}</h3>
        <button type="button" className="btn btn-outline-danger btn-sm" disabled={busy || sessions === 0} onClick={() => void act({ action: 'end_sessions' }, t('actions.sessionsEnded'))}>
          {t('actions.endSessionsButton', { count: sessions })}
        </button>
      </div>
    </section>
  );
}
