import 'server-only';

/** What every mail says, in the member's language; render() turns it into HTML and text. */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button: the link in full, for mail clients that hide buttons. */
  linkHint?: string;
  footer: string;
  unsubscribe?: { label: string; url: string };
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderHtml(c: MailContent, lang: string, siteName: string): string {
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#6f2da8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>` +
      (c.linkHint ? p(c.linkHint) + `<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(c.action.url)}</p>` : '')
    : '';
  const unsubscribe = c.unsubscribe
    ? `<br><a href="${escapeHtml(c.unsubscribe.url)}" style="color:#555">${escapeHtml(c.unsubscribe.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#f4f1f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#6f2da8;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555;border-top:1px solid #eee">${escapeHtml(c.footer)}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderText(c: MailContent): string {
  const parts = [c.heading, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.action) parts.push(`${c.action.label}: ${c.action.url}`, '');
  parts.push('--', c.footer);
  if (c.unsubscribe) parts.push(`${c.unsubscribe.label}: ${c.unsubscribe.url}`);
  return parts.join('\n');
}
