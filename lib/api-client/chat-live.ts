import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/lib/schemas/chat';
import type { TypingEventData } from '@/lib/schemas/chat-live';
import { http } from './lazy-http';
import { signalChatMessageArrived } from './chat-live-signal';

/** Polling interval while the event stream is unavailable. */
export const LIVE_POLL_MS = 3_000;
/** Stream errors in a row (each after EventSource's own retry) before falling back to polling. */
export const LIVE_MAX_FAILURES = 3;
/** Try the stream again this long after falling back. */
export const LIVE_RETRY_STREAM_MS = 60_000;
/** A typing notice shows this long unless renewed (the sender renews every 2 s while typing). */
export const TYPING_SHOW_MS = 5_000;
/** The client sends a typing notice at most this often (the server throttles at 2 s). */
export const TYPING_SEND_MS = 2_500;

export type LiveEvent =
  | { type: 'message'; conversation_id: number; message: ChatMessage }
  | ({ type: 'typing' } & TypingEventData)
  | ({ type: 'read' } & TypingEventData);
export type LiveMode = 'connecting' | 'live' | 'polling';

type Listener = (event: LiveEvent) => void;
type ModeListener = (mode: LiveMode) => void;

// One stream per page, shared by every hook (ref-counted): a member has one connection however
// many components listen.
const listeners = new Set<Listener>();
const modeListeners = new Set<ModeListener>();
let source: EventSource | null = null;
let mode: LiveMode = 'connecting';
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function setMode(next: LiveMode) {
  mode = next;
  modeListeners.forEach((l) => l(next));
}

function dispatch(event: LiveEvent) {
  if (event.type === 'message') signalChatMessageArrived();
  listeners.forEach((l) => l(event));
}

function connect() {
  if (typeof window === 'undefined' || typeof window.EventSource !== 'function') return setMode('polling');
  const es = new window.EventSource('/api/chat-events.php', { withCredentials: true });
  source = es;
  setMode('connecting');
  es.addEventListener('ready', () => {
    failures = 0;
    setMode('live');
  });
  for (const type of ['message', 'typing', 'read'] as const) {
    es.addEventListener(type, (e) => {
      try {
        dispatch({ type, ...JSON.parse((e as MessageEvent<string>).data) } as LiveEvent);
      } catch {
        // A malformed frame is dropped; the poll/stream carries on.
      }
    });
  }
  es.onerror = () => {
    // EventSource retries by itself; after repeated failures (or a refused request, which
    // closes it) the conversation is polled instead, and the stream is tried again later.
    failures += 1;
    if (es.readyState === es.CLOSED || failures >= LIVE_MAX_FAILURES) {
      es.close();
      if (source === es) source = null;
      setMode('polling');
      retryTimer = setTimeout(() => {
        retryTimer = null;
        failures = 0;
        if (listeners.size && !source) connect();
      }, LIVE_RETRY_STREAM_MS);
    } else {
      setMode('connecting');
    }
  };
}

function subscribe(listener: Listener, onMode: ModeListener): () => void {
  listeners.add(listener);
  modeListeners.add(onMode);
  if (!source && !retryTimer) connect();
  onMode(mode);
  return () => {
    listeners.delete(listener);
    modeListeners.delete(onMode);
    if (!listeners.size) {
      source?.close();
      source = null;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      failures = 0;
      mode = 'connecting';
    }
  };
}

type Handlers = {
  /** A new message of this conversation from the partner. */
  onMessage?: (message: ChatMessage) => void;
  /** The partner opened the conversation (read up to now). */
  onRead?: () => void;
  /** Called every LIVE_POLL_MS while the stream is unavailable: refetch the newest messages. */
  onPoll?: () => void;
};

/**
 * Live events of one open conversation (spec §4): the partner's new messages and read notices
 * through GET /api/chat-events.php, falling back to calling `onPoll` every 3 s while the stream
 * fails. Every new message (any conversation) also reloads chats and likes.
 */
export function useChatEvents(conversationId: number | null, handlers: Handlers = {}): { mode: LiveMode } {
  const [current, setCurrent] = useState<LiveMode>('connecting');
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    if (conversationId === null) return;
    return subscribe((event) => {
      if (event.conversation_id !== conversationId) return;
      if (event.type === 'message') ref.current.onMessage?.(event.message);
      else if (event.type === 'read') ref.current.onRead?.();
    }, setCurrent);
  }, [conversationId]);

  useEffect(() => {
    if (conversationId === null || current !== 'polling') return;
    const timer = setInterval(() => ref.current.onPoll?.(), LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [conversationId, current]);

  return { mode: current };
}

/** While the stream is unavailable, a conversation list on screen is refreshed this often. */
export const LIST_POLL_MS = 15_000;

/**
 * Keeps the member's event stream open while a list of conversations is on screen (/chats): a
 * new message in any conversation reloads chats and likes at once (the stream signals the
 * ChatsPoller) instead of at the next 60 s poll. While the stream is unavailable, `onPoll` runs
 * every LIST_POLL_MS.
 */
export function useChatListLive(onPoll: () => void): { mode: LiveMode } {
  const [current, setCurrent] = useState<LiveMode>('connecting');
  const ref = useRef(onPoll);
  useEffect(() => {
    ref.current = onPoll;
  });

  // The listener itself has nothing to do: dispatch() already signals every new message.
  useEffect(() => subscribe(() => {}, setCurrent), []);

  useEffect(() => {
    if (current !== 'polling') return;
    const timer = setInterval(() => ref.current(), LIST_POLL_MS);
    return () => clearInterval(timer);
  }, [current]);

  return { mode: current };
}

/**
 * The typing indicator of one conversation: `partnerTyping` turns on with the partner's typing
 * event and off after TYPING_SHOW_MS or when their message arrives; `notifyTyping()` (call it
 * on each keystroke) tells the partner, at most every TYPING_SEND_MS.
 */
export function useTypingIndicator(conversationId: number | null) {
  const [partnerTyping, setPartnerTyping] = useState(false);
  const hide = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (conversationId === null) return;
    const off = subscribe(
      (event) => {
        if (event.conversation_id !== conversationId) return;
        if (hide.current) clearTimeout(hide.current);
        if (event.type === 'typing') {
          setPartnerTyping(true);
          hide.current = setTimeout(() => setPartnerTyping(false), TYPING_SHOW_MS);
        } else if (event.type === 'message') {
          setPartnerTyping(false);
        }
      },
      () => {},
    );
    return () => {
      off();
      if (hide.current) clearTimeout(hide.current);
      setPartnerTyping(false);
    };
  }, [conversationId]);

  const notifyTyping = useCallback(() => {
    if (conversationId === null) return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_MS) return;
    lastSent.current = now;
    // A lost typing notice does not matter: no retries, no error shown.
    http
      .post('/typing.php', { conversation_id: conversationId }, { 'axios-retry': { retries: 0 } })
      .catch(() => {});
  }, [conversationId]);

  return { partnerTyping, notifyTyping };
}

/** Tests: drop the shared stream state. */
export function resetChatLive(): void {
  source?.close();
  source = null;
  listeners.clear();
  modeListeners.clear();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  mode = 'connecting';
}
