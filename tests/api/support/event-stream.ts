// Reads a text/event-stream Response in API tests: parsed events in order, waiting with a timeout.
import { NextRequest } from 'next/server';
import { GET as EVENTS } from '@/app/api/chat-events.php/route';

export type SseEvent = { event: string; data: unknown; comment?: string };

export class EventReader {
  readonly events: SseEvent[] = [];
  raw = '';
  done = false;
  private waiters: (() => void)[] = [];

  constructor(readonly response: Response) {
    void this.pump();
  }

  private async pump() {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      this.raw += text;
      buffer += text;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) this.events.push({ event, data: JSON.parse(data) });
      }
      this.notify();
    }
    this.done = true;
    this.notify();
  }

  private notify() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** Waits until `check` holds (re-checked on every chunk) or fails after `ms`. */
  async until(check: () => boolean, ms = 2_000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  named(event: string) {
    return this.events.filter((e) => e.event === event);
  }

  private taken = new Map<string, number>();

  /** The first event of that name not yet taken by next(), waiting for it if need be. */
  async next(event: string, ms?: number): Promise<SseEvent> {
    const index = this.taken.get(event) ?? 0;
    await this.until(() => this.named(event).length > index, ms, event);
    this.taken.set(event, index + 1);
    return this.named(event)[index];
  }
}

/** Opens GET /api/chat-events.php as the member; abort() closes it like a browser leaving. */
export async function openStream(cookie: string | undefined) {
  const controller = new AbortController();
  const headers = new Headers({ host: 'localhost', accept: 'text/event-stream' });
  if (cookie) headers.set('cookie', cookie);
  const req = new NextRequest('http://localhost/api/chat-events.php', { headers, signal: controller.signal });
  const res = await EVENTS(req);
  return {
    res,
    controller,
    reader:
      res.body && res.headers.get('content-type')?.includes('event-stream') ? new EventReader(res) : null,
  };
}
