import { PUSH_OFFER_CSS, PUSH_OFFER_GATE_SCRIPT } from '@/lib/utils/push-offer';

/**
 * A member's page only (the root layout): before the first paint, shows the push alert's copy that
 * the default layout rendered where this browser can be offered push, and keeps a press on it for
 * the live alert (lib/utils/push-offer.ts). Carries the request's CSP nonce, as EntryWarningGate.
 */
export function PushOfferGate({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <style>{PUSH_OFFER_CSS}</style>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PUSH_OFFER_GATE_SCRIPT }} />
    </>
  );
}
