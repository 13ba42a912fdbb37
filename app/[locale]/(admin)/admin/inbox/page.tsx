import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { inboxLanguages, inboxQueue, inboxSites } from '@/lib/server/admin/inbox/service';
import { inboxQuerySchema } from '@/lib/schemas/admin-inbox';
import { ClientMessages } from '@/components/i18n/client-messages';
import { InboxLive } from '@/components/admin/inbox/inbox-live';
import { WaitingBadge } from '@/components/admin/inbox/waiting-badge';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.inbox');
  return { title: t('title') };
}

/**
 * /admin/inbox: members waiting for a fictional profile, oldest wait first, per site and language,
 * with the minutes waiting and who holds a claim; live (the console event stream). Rendered here
 * from the service: no e-mail address or payment data exists in what it returns.
 */
export default async function InboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('inbox', locale);
  const raw = plainQuery(await searchParams);
  const parsed = inboxQuerySchema.safeParse(raw);
  const filter = parsed.success ? parsed.data : {};
  const [items, sites, languages] = await Promise.all([
    inboxQueue(staff, filter),
    inboxSites(staff),
    inboxLanguages(staff),
  ]);
  const t = await getTranslations('admin.inbox');
  const format = await getFormatter();
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <ClientMessages namespaces={['admin.inbox', 'admin.errors']}>
        <InboxLive />
      </ClientMessages>
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
        <div className="col-auto">
          <label className="form-label" htmlFor="inbox-site">
            {t('site')}
          </label>
          <select id="inbox-site" name="site" className="form-select" defaultValue={filter.site ?? ''}>
            <option value="">{t('anySite')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="inbox-language">
            {t('language')}
          </label>
          <select
            id="inbox-language"
            name="language"
            className="form-select"
            defaultValue={filter.language ?? ''}
          >
            <option value="">{t('anyLanguage')}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName.of(l) ?? l}
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

      {items.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.waiting')}</th>
                <th scope="col">{t('columns.member')}</th>
                <th scope="col">{t('columns.profile')}</th>
                <th scope="col">{t('columns.site')}</th>
                <th scope="col">{t('columns.language')}</th>
                <th scope="col">{t('columns.last')}</th>
                <th scope="col">{t('columns.claim')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.conversationId} data-testid="inbox-row" data-conversation={i.conversationId}>
                  <td>
                    <WaitingBadge
                      minutes={i.waitingMinutes}
                      label={t('minutes', { count: i.waitingMinutes })}
                    />
                    <div className="small text-body-secondary">
                      {format.dateTime(new Date(i.waitingSince), { dateStyle: 'short', timeStyle: 'short' })}
                    </div>
                  </td>
                  <td>
                    <Link href={`/admin/inbox/${i.conversationId}`}>{i.member.name}</Link>
                  </td>
                  <td>{i.fictional.name}</td>
                  <td>{i.site.name}</td>
                  <td>{languageName.of(i.language) ?? i.language}</td>
                  <td className="text-break">
                    {i.last.kind === 'text'
                      ? i.last.body.slice(0, 120)
                      : t(`kinds.${i.last.kind === 'gift' ? 'gift' : 'image'}`)}
                  </td>
                  <td>{i.claim ? (i.claim.mine ? t('claimedByYou') : i.claim.staffName) : t('free')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
