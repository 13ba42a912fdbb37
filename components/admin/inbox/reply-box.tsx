'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { AdminApiError, adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';

/** The claim lasts 5 minutes on the server; renewed well before. */
const RENEW_MS = 60_000;
/** Typing renews the claim and shows the member the typing indicator, at most this often. */
const TYPING_MS = 2_000;

type Props = { conversationId: number; profileName: string; maxLength: number };

/**
 * Answering as the fictional profile: opening the conversation claims it for this operator
 * (POST /api/admin/inbox/claim), renewed while open and while typing; leaving lets it go; a
 * conversation another operator holds shows who, and cannot be answered. The reply ends the claim.
 */
export function ReplyBox({ conversationId, profileName, maxLength }: Props) {
  const t = useTranslations('admin.inbox');
  const errorText = useAdminError();
  const router = useRouter();
  const [text, setText] = useState('');
  const [holder, setHolder] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const lastTyping = useRef(0);
  // After a reply the conversation is let go: it is claimed again only when the operator types.
  const active = useRef(true);

  const claim = useCallback(
    async (typing = false) => {
      try {
        await adminFetch('/api/admin/inbox/claim', { method: 'POST', body: { conversationId, typing } });
        setClaimed(true);
        setHolder(null);
      } catch (err) {
        setClaimed(false);
        if (err instanceof AdminApiError && err.code === 'claimed_by_other')
          setHolder(String(err.details.holder ?? ''));
        else setError(errorText(err));
      }
    },
    [conversationId, errorText],
  );

  useEffect(() => {
    const first = setTimeout(() => void claim(), 0);
    const renew = setInterval(() => {
      if (active.current) void claim();
    }, RENEW_MS);
    const release = () => {
      // keepalive: the request outlives the page being left or closed.
      void fetch(`/api/admin/inbox/claim?conversationId=${conversationId}`, {
        method: 'DELETE',
        keepalive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', release);
    return () => {
      clearTimeout(first);
      clearInterval(renew);
      window.removeEventListener('pagehide', release);
      release();
    };
    // The claim is taken once per conversation opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  function onChange(value: string) {
    setText(value);
    setSent(false);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_MS) {
      lastTyping.current = now;
      active.current = true;
      void claim(true);
    }
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await adminFetch('/api/admin/inbox/reply', { method: 'POST', body: { conversationId, body: text } });
      active.current = false;
      setText('');
      setSent(true);
      setClaimed(false);
      router.refresh();
    } catch (err) {
      if (err instanceof AdminApiError && err.code === 'claimed_by_other')
        setHolder(String(err.details.holder ?? ''));
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const blocked = holder !== null;
  return (
    <form onSubmit={onSubmit} className="mt-3" aria-label={t('replyAs', { name: profileName })}>
      {blocked && (
        <div className="alert alert-warning" role="alert">
          {t('claimedBy', { name: holder })}
        </div>
      )}
      {error && !blocked && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {sent && (
        <p className="text-success-emphasis small" role="status">
          {t('sent')}
        </p>
      )}
      <label className="form-label" htmlFor="inbox-reply">
        {t('replyAs', { name: profileName })}
      </label>
      <textarea
        id="inbox-reply"
        className="form-control mb-2"
        rows={4}
        maxLength={maxLength > 0 ? maxLength : undefined}
        value={text}
        disabled={blocked}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="d-flex align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy || blocked || !text.trim()}>
          {t('send')}
        </button>
        <span className="small text-body-secondary">{claimed ? t('claimMine') : ''}</span>
      </div>
    </form>
  );
}
