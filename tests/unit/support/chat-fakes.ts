// Test doubles for the chat component tests: a fake API behind the one axios instance (answers by
// "METHOD url", records method, url, params, body and headers, can fail like a lost network),
// a fake EventSource (the pattern of tests/unit/chat-live.test.tsx) and a fake
// IntersectionObserver, plus builders for the chat DTOs.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/api-client/http';
import type { ChatEntry, ChatMessage, ChatProfile, MessagesPage } from '@/lib/schemas/chat';

export type FakeReply = { status: number; data?: unknown } | 'network';
export type FakeRequest = {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, unknown>;
};
type Route = FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>);

const originalAdapter = http.defaults.adapter;

/** Installs the fake API (no retries, so a lost network fails at once); returns the requests. */
export function fakeChatApi(routes: Record<string, Route>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  http.defaults['axios-retry'] = { retries: 0 };
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const req: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(req);
    const route = routes[`${req.method} ${req.url}`];
    const reply = typeof route === 'function' ? await route(req) : (route ?? { status: 404, data: {} });
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return requests;
}

export function restoreChatApi(): void {
  http.defaults.adapter = originalAdapter;
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
