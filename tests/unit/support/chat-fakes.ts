// Test doubles for the chat tests: the recording API (./recording-api.ts) without retries, a fake
// EventSource and a fake IntersectionObserver, plus builders for the chat DTOs.
import { http } from '@/lib/api-client/http';
import {
  recordingApi,
  restoreRecordingApi,
  type RecordedReply,
  type RecordedRequest,
  type RecordedRoute,
} from './recording-api';
import type { ChatEntry, ChatMessage, ChatProfile, MessagesPage } from '@/lib/schemas/chat';

export type FakeReply = RecordedReply;
export type FakeRequest = RecordedRequest;

/** Installs the fake API (no retries, so a lost network fails at once); returns the requests. */
export function fakeChatApi(routes: Record<string, RecordedRoute>): FakeRequest[] {
  http.defaults['axios-retry'] = { retries: 0 };
  return recordingApi(routes);
}

export function restoreChatApi(): void {
  restoreRecordingApi();
  delete http.defaults['axios-retry'];
}

export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readonly CLOSED = 2;
  readyState = 0;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.handlers.get(type)?.forEach((fn) => fn(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  /** A stream error, as EventSource reports it (it then retries by itself). */
  fail() {
    this.onerror?.();
  }
  static latest(): FakeEventSource {
    return FakeEventSource.instances.at(-1)!;
  }
}

/** Observers record what they watch; `FakeIntersectionObserver.show()` brings it into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Every live observer sees its targets intersect. */
  static show() {
    for (const io of FakeIntersectionObserver.instances) {
      if (!io.targets.length) continue;
      const entries = io.targets.map((target) => ({ isIntersecting: true, target }));
      io.callback(entries as unknown as IntersectionObserverEntry[], io as unknown as IntersectionObserver);
    }
  }
}

export const partner: ChatProfile = {
  id: 40,
  name: 'Bo',
  main_image: '/m/40.jpg',
  premium: false,
  is_fictional: false,
};

export function msg(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 9,
    sender_id: partner.id,
    mine: false,
    kind: 'text',
    body: `message ${id}`,
    image: null,
    gift: null,
    credits_spent: 0,
    client_key: null,
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

export function page(messages: ChatMessage[], hasMore = false, unread = 0): MessagesPage {
  return {
    conversation: { id: 9, profile: partner, num_unread_messages: unread },
    messages,
    has_more: hasMore,
  };
}

export function chatEntry(id: number, unread: number, profile: ChatProfile = partner): ChatEntry {
  return {
    conversation: { id },
    profile,
    num_unread_messages: unread,
    last_message: { kind: 'text', body: 'hi', created_at: '2025-03-01T12:00:00Z', mine: false },
  };
}
