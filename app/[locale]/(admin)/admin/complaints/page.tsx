import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { listComplaints } from '@/lib/server/admin/complaints/service';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { COMPLAINT_STATUSES, complaintListQuerySchema } from '@/lib/schemas/admin-complaints';
import { COMPLAINT_REASONS } from '@/lib/schemas/complaint';
import { Pager } from '@/components/admin/ui/pager';
import { StatusBadge } from '@/components/admin/complaints/status-badge';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.complaints');
  return { title: t('title') };
}

/** /admin/complaints: the inbox, open complaints oldest first; filters by status, reason, site. */
export default async function ComplaintsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('complaints', locale);
  const raw = plainQuery(await searchParams);
  const parsed = complaintListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const sites = await sitesOfStaff(staff, { order: 'name' });
  const site = query.site !== undefined && sites.some((s) => s.id === query.site) ? query.site : undefined;
  const list = await listComplaints(staff, { ...query, site });
  const t = await getTranslations('admin.complaints');
  const tr = await getTranslations('complaints.reasons');
  const format = await getFormatter();

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
        <div className="col-auto">
          <label className="form-label" htmlFor="complaints-status">
            {t('status')}
          </label>
          <select id="complaints-status" name="status" className="form-select" defaultValue={list.status}>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
            <option value="all">{t('anyStatus')}</option>
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="complaints-reason">
            {t('reason')}
          </label>
          <select
            id="complaints-reason"
            name="reason"
            className="form-select"
            defaultValue={query.reason ?? ''}
          >
            <option value="">{t('anyReason')}</option>
            {COMPLAINT_REASONS.map((r) => (
              <option key={r} value={r}>
                {tr(r)}
              </option>
            ))}
          </select>
        </div>
        {sites.length > 1 && (
          <div className="col-auto">
            <label className="form-label" htmlFor="complaints-site">
              {t('site')}
            </label>
            <select id="complaints-site" name="site" className="form-select" defaultValue={site ?? ''}>
              <option value="">{t('anySite')}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
        </div>
      </form>

      {list.items.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.id')}</th>
                <th scope="col">{t('columns.received')}</th>
                <th scope="col">{t('columns.site')}</th>
                <th scope="col">{t('columns.reason')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.from')}</th>
                <th scope="col">{t('columns.text')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((c) => (
                <tr key={c.id} data-testid="complaint-row">
                  <td>
                    <Link href={`/admin/complaints/${c.id}`} aria-label={t('openComplaint', { id: c.id })}>
                      #{c.id}
                    </Link>
                  </td>
                  <td>
                    {format.dateTime(new Date(c.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td>{c.siteName}</td>
                  <td>{tr(c.reason as (typeof COMPLAINT_REASONS)[number])}</td>
                  <td>
                    <StatusBadge
                      status={c.status}
                      label={t(`statuses.${c.status as (typeof COMPLAINT_STATUSES)[number]}`)}
                    />
                  </td>
                  <td>
                    {c.name || c.email}
                    {c.name && <div className="small text-body-secondary">{c.email}</div>}
                  </td>
                  <td className="text-break">{c.excerpt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        pathname="/admin/complaints"
        query={{ status: list.status, reason: query.reason, site }}
        page={list.page}
        hasNext={list.hasNext}
        labels={{
          nav: t('pager'),
          previous: t('previous'),
          next: t('next'),
          current: t('page', { page: list.page }),
        }}
      />
    </>
  );
}
