import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { listMailbox, mailboxAllowed, mailboxMail, type MailboxMail } from '@/lib/server/mail/mailbox';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('mailbox');
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Links inside a shown mail open in a new tab, outside the sandboxed frame.
const withBaseTarget = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

/**
 * The developer mailbox: the outbox, newest first, and one mail (HTML in a sandboxed frame, plus
 * the text version). It exists only while no SMTP server is configured, and only for a browser on
 * this machine (mailboxAllowed); otherwise 404.
 */
export default async function MailboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const requestHeaders = await headers();
  if (!mailboxAllowed(requestHeaders)) notFound();
  const { id: rawId } = await searchParams;
  const id = typeof rawId === 'string' && /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
  const [t, format] = await Promise.all([getTranslations('mailbox'), getFormatter()]);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

  let mail: MailboxMail | null = null;
  if (id !== null) mail = await mailboxMail(requestHeaders, id).catch(() => null);
  if (id !== null && !mail) notFound();

  if (mail) {
    return (
      <div className="container py-4">
        <p>
          <Link href="/dev/mailbox">
            <Icon name="arrow-left" className="me-1" aria-hidden="true" />
            {t('back')}
          </Link>
        </p>
        <h1 className="h4">{mail.subject}</h1>
        <dl className="row small">
          <dt className="col-sm-2">{t('to')}</dt>
          <dd className="col-sm-10" data-testid="mail-to">
            {mail.to}
          </dd>
          <dt className="col-sm-2">{t('time')}</dt>
          <dd className="col-sm-10">{when(mail.created_at)}</dd>
        </dl>
        <h2 className="h6">{t('html')}</h2>
        <iframe
          title={t('frameTitle', { subject: mail.subject })}
          srcDoc={withBaseTarget(mail.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className="w-100 border rounded mb-4"
          style={{ height: 560 }}
        />
        <h2 className="h6">{t('text')}</h2>
        <pre
          className="border rounded p-3 bg-body-tertiary"
          style={{ whiteSpace: 'pre-wrap' }}
          data-testid="mail-text"
        >
          {mail.text}
        </pre>
      </div>
    );
  }

  const mails = await listMailbox(requestHeaders);
  return (
    <div className="container py-4">
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {mails.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle">
            <thead>
              <tr>
                <th scope="col">{t('to')}</th>
                <th scope="col">{t('subject')}</th>
                <th scope="col">{t('time')}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <td>{m.to}</td>
                  <td>
                    <Link href={`/dev/mailbox?id=${m.id}`}>{m.subject}</Link>
                  </td>
                  <td className="text-nowrap">{when(m.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
