// The two strings of app/global-error.tsx, written into every page by the locale layout: the
// global error page replaces the layout (no next-intl provider) and must not import a whole
// messages file into every page's first load (issue 10).

export const ERROR_TEXTS_ID = 'hl-error-texts';

export type ErrorTexts = { fatal: string; home: string };

/**
 * An inert <template> carrying the strings as data attributes: no script tag, so nothing for
 * the CSP (every script of a page carries its nonce) and nothing a browser shows or runs.
 */
export function ErrorTextsHolder({ texts }: { texts: ErrorTexts }) {
  return <template id={ERROR_TEXTS_ID} data-fatal={texts.fatal} data-home={texts.home} />;
}

/** The strings the page holds, or null when it has none (the layout never rendered). */
export function readErrorTexts(doc: Document): ErrorTexts | null {
  const el = doc.getElementById(ERROR_TEXTS_ID);
  const fatal = el?.getAttribute('data-fatal');
  const home = el?.getAttribute('data-home');
  return fatal && home ? { fatal, home } : null;
}
