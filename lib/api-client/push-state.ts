// The one flag the pollers read (spec §9: user, chats and likes refresh every 300 s instead of
// 60 s while this device is subscribed) and the hooks logout runs. The flag lives here, not in
// the push store, because lib/ never imports stores/; the store sets it.

let subscribed = false;

export function setPushSubscribedForPolling(value: boolean): void {
  subscribed = value;
}

/** Whether this device receives pushes now (read by the pollers' refetchInterval). */
export function pushSubscribedNow(): boolean {
  return subscribed;
}

type BeforeLogout = () => Promise<unknown>;
const beforeLogout = new Set<BeforeLogout>();
/** Logout waits at most this long for the hooks: it must never hang on a push service. */
const BEFORE_LOGOUT_MS = 3_000;

/** Work to do while the session still exists, right before logging out (returns the undo). */
export function onBeforeLogout(hook: BeforeLogout): () => void {
  beforeLogout.add(hook);
  return () => beforeLogout.delete(hook);
}

/** Runs the hooks (logout() calls it); never throws, never waits past BEFORE_LOGOUT_MS. */
export async function runBeforeLogout(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BEFORE_LOGOUT_MS);
  });
  await Promise.race([Promise.allSettled([...beforeLogout].map((hook) => hook())), bound]);
  clearTimeout(timer);
}
