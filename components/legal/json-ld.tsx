/**
 * Structured data for search engines (schema.org JSON, "<" already escaped by the caller's
 * jsonLdText). A data block, not a script: the browser never runs it, so it carries no CSP
 * nonce (and a cached page has none to go stale).
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
