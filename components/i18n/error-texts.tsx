// The two strings of app/global-error.tsx, written into every page by the locale layout: the
// global error page replaces the layout (no next-intl provider) and must not import a whole
// messages file into every page's first load (issue 10).

export const ERROR_TEXTS_ID = 'hl-error-texts';

export type ErrorTexts = { fatal: string; home: string };

/** A JSON data block (never executed, so the CSP does not apply); `<` escaped for the HTML. */
export function ErrorTextsScript({ texts }: { texts: ErrorTexts }) {
  const json = JSON.stringify({ fatal: texts.fatal, home: texts.home }).replace(/</g, '\\u003c');
  return <script type="application/json" id={ERROR_TEXTS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
