// The axios instance cannot reach React; it tells whoever listens that the session is gone.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onAuthLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthLost(): void {
  for (const l of listeners) l();
}
