'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** How long a burst of events is gathered into one refresh. */
const SETTLE_MS = 400;
/** The waiting minutes move on without events too. */
const TICK_MS = 60_000;

/**
 * The inbox's live queue: the console event stream (GET /api/admin/inbox/events) tells of new
 * messages to fictional profiles, answers and claims; the page then renders itself again on the
 * server (router.refresh), so nothing the role may not see ever reaches the browser.
 * `conversationId`: the open conversation, whose member's typing is shown.
 */
export function InboxLive({ conversationId }: { conversationId?: number }) {
  const t = useTranslations('admin.inbox');
  const router = useRouter();
  const [connected, setConnected] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), SETTLE_MS);
    };
    const source = new EventSource('/api/admin/inbox/events');
    source.addEventListener('ready', () => setConnected(true));
    source.addEventListener('inbox', (e) => {
      const id = (JSON.parse((e as MessageEvent<string>).data) as { conversationId: number }).conversationId;
      if (conversationId === undefined || id === conversationId) {
        setTyping(false);
        refresh();
      }
    });
    source.addEventListener('typing', (e) => {
      const id = (JSON.parse((e as MessageEvent<string>).data) as { conversationId: number }).conversationId;
      if (id !== conversationId) return;
      setTyping(true);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => setTyping(false), 5_000);
    });
    source.onerror = () => setConnected(false);
    const tick = setInterval(() => router.refresh(), TICK_MS);
    return () => {
      source.close();
      clearTimeout(timer);
      clearTimeout(typingTimer);
      clearInterval(tick);
    };
  }, [router, conversationId]);

  return (
    <p className="small text-body-secondary mb-2" data-testid="inbox-live" data-connected={connected}>
      <span aria-live="polite">{typing ? t('memberTyping') : ''}</span>{' '}
      <span>{connected ? t('live') : t('connecting')}</span>
    </p>
  );
}
