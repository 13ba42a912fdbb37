import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { mailHealth } from '@/lib/server/admin/mail/service';
import { mailHealthQuerySchema } from '@/lib/schemas/admin-mail';
import { DISABLED_REASONS, type DisabledReason } from '@/lib/schemas/notifications';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Pager } from '@/components/admin/ui/pager';
import { ReenableButton } from '@/components/admin/mail/reenable-button';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.mail');
  return { title: t('title') };
}

const isReason = (r: string): r is DisabledReason => (DISABLED_REASONS as readonly string[]).includes(r);

/** /admin/mail: the provider's bounces and spam complaints, and the members whose notices are off. */
export default async function MailHealthPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('mail', locale);
  const raw = plainQuery(await searchParams);
  const parsed = mailHealthQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const data = await mailHealth(staff, query);
  const t = await getTranslations('admin.mail');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const pagerLabels = (page: number, nav: string) => ({
    nav,
    previous: t('previous'),
    next: t('next'),
    current: t('page', { page }),
  });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {!data.webhookConfigured && (
        <div className="alert alert-warning" role="status">
          {t('webhookOff')}
        </div>
      )}

      <section aria-labelledby="mail-members" className="mb-5">
        <h2 id="mail-members" className="h5">
          {t('membersHeading')}
        </h2>
        <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
          <div className="col-auto">
            <label className="form-label" htmlFor="mail-reason">
              {t('reason')}
            </label>
            <select id="mail-reason" name="reason" className="form-select" defaultValue={query.reason ?? ''}>
              <option value="">{t('anyReason')}</option>
              {DISABLED_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-primary">
              {t('apply')}
            </button>
          </div>
        </form>
        {data.members.items.length === 0 ? (
          <p role="status">{t('membersEmpty')}</p>
        ) : (
          <ClientMessages namespaces={['admin.mail.actions', 'admin.errors']}>
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <caption className="visually-hidden">{t('membersHeading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.member')}</th>
                    <th scope="col">{t('columns.email')}</th>
                    <th scope="col">{t('columns.site')}</th>
                    <th scope="col">{t('columns.reasons')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.members.items.map((m) => (
                    <tr key={m.id} data-testid="mail-member-row">
                      <td>
                        <Link href={`/admin/members/${m.id}`}>
                          {m.name ? `${m.name} (#${m.id})` : `#${m.id}`}
                        </Link>
                      </td>
                      <td className="text-break">{m.email}</td>
                      <td>{m.siteName}</td>
                      <td>
                        <ul className="list-unstyled mb-0">
                          {m.reasons.filter(isReason).map((r) => (
                            <li key={r} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                              <span>{t(`reasons.${r}`)}</span>
                              <ReenableButton userId={m.id} reason={r} label={t(`reasons.${r}`)} />
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ClientMessages>
        )}
        <Pager
          pathname="/admin/mail"
          query={{ reason: query.reason, events: query.events }}
          page={data.members.page}
          hasNext={data.members.hasNext}
          labels={pagerLabels(data.members.page, t('pagerMembers'))}
        />
      </section>

      <section aria-labelledby="mail-events">
        <h2 id="mail-events" className="h5">
          {t('eventsHeading')}
        </h2>
        {data.events.items.length === 0 ? (
          <p role="status">{t('eventsEmpty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">{t('eventsHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.received')}</th>
                  <th scope="col">{t('columns.kind')}</th>
                  <th scope="col">{t('columns.email')}</th>
                  <th scope="col">{t('columns.member')}</th>
                  <th scope="col">{t('columns.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {data.events.items.map((e) => (
                  <tr key={e.id} data-testid="mail-event-row">
                    <td className="text-nowrap">{when(e.receivedAt)}</td>
                    <td>
                      {e.kind === 'bounce' || e.kind === 'spam_complaint' ? t(`reasons.${e.kind}`) : e.kind}
                    </td>
                    <td className="text-break">{e.email}</td>
                    <td>
                      {e.userId ? (
                        <Link href={`/admin/members/${e.userId}`}>
                          #{e.userId}
                          {e.siteName ? ` (${e.siteName})` : ''}
                        </Link>
                      ) : (
                        t('noMember')
                      )}
                    </td>
                    <td className="text-break small">{e.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          pathname="/admin/mail"
          query={{ reason: query.reason, page: query.page }}
          param="events"
          page={data.events.page}
          hasNext={data.events.hasNext}
          labels={pagerLabels(data.events.page, t('pagerEvents'))}
        />
      </section>
    </>
  );
}
