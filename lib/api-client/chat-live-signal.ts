// A tiny in-page signal: the live event stream of an open conversation (chat-live.ts) tells the
// chats poller that a message arrived, so chats and likes reload (spec §4) without the two
// components knowing each other.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onChatMessageArrived(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalChatMessageArrived(): void {
  for (const l of listeners) l();
}
