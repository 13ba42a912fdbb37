import {
  ENTRY_WARNING_ACCEPTED_CLASS,
  ENTRY_WARNING_CLASS,
  ENTRY_WARNING_GATE_SCRIPT,
} from '@/lib/utils/entry-warning';

/**
 * Rendered before any layout's EntryWarning: the server renders the entry warning's dialog for
 * every visitor the rule may show it to (components/layout/entry-warning.tsx), and this inline
 * script hides it before the first paint when this browser has accepted it (or is the installed
 * app), so a returning visitor never sees it flash. It carries the request's CSP nonce (the root
 * layout reads it); a page kept by the page cache is answered with its inline scripts' hashes.
 */
export function EntryWarningGate({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <style>{`.${ENTRY_WARNING_ACCEPTED_CLASS} .${ENTRY_WARNING_CLASS}{display:none!important}`}</style>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENTRY_WARNING_GATE_SCRIPT }} />
    </>
  );
}
