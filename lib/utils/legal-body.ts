/**
 * The text format of legal pages, for the default texts in messages/*.json and a site's own
 * texts in site_pages alike: blocks separated by a blank line; "## " starts a heading, "### " a
 * sub-heading (a FAQ question), lines starting "- " make a list, anything else is a paragraph.
 * Plain text only (no HTML, no links): an admin's text can never inject markup.
 */
export type Block =
  | { type: 'h2' | 'h3' | 'p'; text: string }
  | { type: 'ul'; items: string[] };

export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const chunk = raw.trim();
    if (!chunk) continue;
    const lines = chunk.split('\n').map((l) => l.trim());
    if (lines[0].startsWith('### ')) {
      blocks.push({ type: 'h3', text: lines[0].slice(4).trim() });
      if (lines.length > 1) blocks.push({ type: 'p', text: lines.slice(1).join(' ') });
    } else if (lines[0].startsWith('## ')) {
      blocks.push({ type: 'h2', text: lines[0].slice(3).trim() });
      if (lines.length > 1) blocks.push({ type: 'p', text: lines.slice(1).join(' ') });
    } else if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ type: 'ul', items: lines.map((l) => l.slice(2).trim()) });
    } else {
      blocks.push({ type: 'p', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** Fills {name} placeholders of a site's own text (messages use ICU; site texts only these). */
export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? values[name] : all));
}
