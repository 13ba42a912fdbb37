import 'server-only';
import type { Client } from 'pg';
import { log } from '@/lib/server/log';

/** The NOTIFY channel every app instance listens on. */
export const CHAT_CHANNEL = 'heartline_chat';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; ours are a few ids. */
const MAX_PAYLOAD = 7_900;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * The chat bus between app instances on PostgreSQL: publish() sends NOTIFY (through a short
 * pooled query, or the listener's own connection), and one dedicated connection per instance
 * LISTENs and hands each payload to `deliver` — its own notifications included, so every
 * instance, this one too, delivers each event exactly once. The listening connection is opened
 * lazily (first subscriber) and reconnects with backoff; events sent while it is down are lost,
 * which the clients cover by polling (chat-live.ts falls back, the chats list is polled).
 */
export class PgChatTransport {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly deliver: (payload: unknown) => void,
  ) {}

  /** Starts listening (idempotent); resolves once LISTEN is in place. */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHAT_CHANNEL || !msg.payload) return;
      try {
        this.deliver(JSON.parse(msg.payload));
      } catch (err) {
        log().error({ err }, 'chat event: bad NOTIFY payload');
      }
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      if (err) log().warn({ err }, 'chat event listener lost; reconnecting');
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (err) {
      void client.end().catch(() => {});
      log().warn({ err }, 'chat events: cannot LISTEN; retrying');
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, delay);
    this.retryTimer.unref?.();
  }

  /**
   * Sends the event to every instance. `notify` runs `select pg_notify($1, $2)` on a pooled
   * connection (the app's database handle); without one, the listening connection sends it.
   */
  async publish(payload: unknown, notify?: (channel: string, text: string) => Promise<void>): Promise<void> {
    const text = JSON.stringify(payload);
    if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error('chat event payload too large');
    if (notify) return notify(CHAT_CHANNEL, text);
    await this.start();
    if (!this.client) throw new Error('chat event listener not connected');
    await this.client.query('select pg_notify($1, $2)', [CHAT_CHANNEL, text]);
  }

  /** True while the LISTEN connection is up (for tests and health checks). */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
