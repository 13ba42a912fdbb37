// The push alert on the first paint (issue 10, docs/decisions.md "The push alert paints with the
// page"). The live alert (components/push/push-alert.tsx) can only show once the push state is read,
// after the page's scripts, the member's islands and the push host have loaded: about a second
// after the page, when it popped in as the largest text of the screen. So the server renders a copy
// (components/push/push-alert-static.tsx), an inline script shows it before the first paint where
// this browser can be offered push, and the live alert takes its place once it knows the state.

/** The localStorage key of the persisted alerts store (stores/alerts-store.ts), read by the gate. */
export const ALERTS_STORAGE_KEY = 'heartline-alerts';

/** The class of the server-rendered copy, and the one the gate puts on <html> to show it. */
export const PUSH_STATIC_CLASS = 'hl-push-static';
export const PUSH_OFFER_CLASS = 'hl-push-offer';

/** What a button of the copy records when it is pressed before the live alert has taken over. */
export type PushIntent = 'enable' | 'dismiss';
const INTENT_ATTRIBUTE = 'data-push-intent';
const INTENT_KEY = 'pushIntent';

/** The copy is hidden unless the gate decided this browser can be offered push. */
export const PUSH_OFFER_CSS = `.${PUSH_STATIC_CLASS}{display:none}.${PUSH_OFFER_CLASS} .${PUSH_STATIC_CLASS}{display:block}`;

/**
 * Run before the first paint, for members only (the root layout): the copy shows when this browser
 * can take pushes and has never been asked (permission "default": no subscription can exist
 * without the permission, so this is the case the live alert decides at once), and the member has
 * not dismissed the alert here. A press on the copy's buttons before the live alert has taken over
 * is kept on <html> for it, so no tap is lost; a dismissal also hides the copy and is stored at once.
 */
export const PUSH_OFFER_GATE_SCRIPT =
  `try{var d=document.documentElement,w=window,k=${JSON.stringify(ALERTS_STORAGE_KEY)},s=JSON.parse(localStorage.getItem(k)||'null');` +
  `if('serviceWorker' in navigator&&'PushManager' in w&&'Notification' in w&&Notification.permission==='default'&&` +
  `!(s&&s.state&&s.state.dismissedAt&&s.state.dismissedAt.push!=null))d.classList.add(${JSON.stringify(PUSH_OFFER_CLASS)});` +
  // On the window, capturing: before React's listener at the document, which holds a click on a
  // part of the page that has not hydrated yet and replays it there later (on this copy: nothing).
  `w.addEventListener('click',function(e){var b=e.target&&e.target.closest&&` +
  `e.target.closest(${JSON.stringify(`.${PUSH_STATIC_CLASS} [${INTENT_ATTRIBUTE}]`)});if(!b)return;` +
  `var i=d.dataset.${INTENT_KEY}=b.getAttribute(${JSON.stringify(INTENT_ATTRIBUTE)});if(i!=='dismiss')return;` +
  // A dismissal is stored at once, in the alerts store's own format: the member may leave the page
  // before the live alert has taken over.
  `d.classList.remove(${JSON.stringify(PUSH_OFFER_CLASS)});try{var o=JSON.parse(localStorage.getItem(k)||'null')||{version:0};` +
  `o.state=o.state||{};o.state.dismissedAt=o.state.dismissedAt||{};o.state.dismissedAt.push=Date.now();` +
  `localStorage.setItem(k,JSON.stringify(o))}catch(x){}},true)}catch(e){}`;

/** The attribute a button of the copy carries, with the intent it records. */
export function intentAttribute(intent: PushIntent): Record<typeof INTENT_ATTRIBUTE, PushIntent> {
  return { [INTENT_ATTRIBUTE]: intent };
}

let taken = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the copy leaves the page once the live alert has taken over. */
export function subscribePushOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pushOfferTaken(): boolean {
  return taken;
}

/**
 * Called by the live alert once it knows the push state: the copy goes (in the same commit as the
 * live alert appears, so nothing flickers) and the press made on it, if any, is handed over.
 */
export function takeOverPushOffer(): PushIntent | null {
  const root = document.documentElement;
  const intent = root.dataset[INTENT_KEY];
  delete root.dataset[INTENT_KEY];
  root.classList.remove(PUSH_OFFER_CLASS);
  if (!taken) {
    taken = true;
    listeners.forEach((listener) => listener());
  }
  return intent === 'enable' || intent === 'dismiss' ? intent : null;
}

/** Tests: a fresh page. */
export function resetPushOffer(): void {
  taken = false;
  const root = document.documentElement;
  delete root.dataset[INTENT_KEY];
  root.classList.remove(PUSH_OFFER_CLASS);
}
