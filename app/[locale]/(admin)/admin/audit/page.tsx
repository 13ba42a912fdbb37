import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { auditPage, auditStaffChoices } from '@/lib/server/admin/audit-log/service';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { auditQuerySchema, type AuditQuery } from '@/lib/schemas/admin-audit';
import { AuditChanges } from '@/components/admin/audit/audit-changes';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.audit');
  return { title: t('title') };
}

const FILTERS = ['staffId', 'action', 'targetType', 'targetId', 'siteId', 'from', 'to'] as const;

/** /admin/audit: every staff action, newest first, 50 a page; filters; before/after as what changed. Read only. */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('audit', locale);
  const raw = plainQuery(await searchParams);
  const parsed = auditQuerySchema.safeParse(raw);
  const query: AuditQuery = parsed.success ? parsed.data : {};
  const t = await getTranslations('admin.audit');
  const format = await getFormatter();
  const [page, people, sites] = await Promise.all([
    auditPage(staff, query).catch(() => ({ entries: [], next: null })),
    auditStaffChoices(),
    sitesOfStaff(staff),
  ]);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const kept = Object.fromEntries(
    FILTERS.filter((k) => query[k] !== undefined).map((k) => [k, String(query[k])]),
  );
  const text = (name: (typeof FILTERS)[number], type = 'text') => (
    <div className="col-6 col-md-3 col-xl-2">
      <label className="form-label" htmlFor={`audit-${name}`}>
        {t(`filters.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        className="form-control"
        defaultValue={kept[name] ?? ''}
      />
    </div>
  );
  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {!parsed.success && (
        <p className="alert alert-warning" role="alert">
          {t('badFilter')}
        </p>
      )}
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filterLabel')}>
        <div className="col-6 col-md-3 col-xl-2">
          <label className="form-label" htmlFor="audit-staffId">
            {t('filters.staffId')}
          </label>
          <select id="audit-staffId" name="staffId" className="form-select" defaultValue={kept.staffId ?? ''}>
            <option value="">{t('anyone')}</option>
            {people.map((p) => (
              <option key={`${p.staffId}-${p.email}`} value={p.staffId}>
                {p.email}
              </option>
            ))}
          </select>
        </div>
        {text('action')}
        {text('targetType')}
        {text('targetId')}
        <div className="col-6 col-md-3 col-xl-2">
          <label className="form-label" htmlFor="audit-siteId">
            {t('filters.siteId')}
          </label>
          <select id="audit-siteId" name="siteId" className="form-select" defaultValue={kept.siteId ?? ''}>
            <option value="">{t('anySite')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {text('from', 'date')}
        {text('to', 'date')}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
        </div>
      </form>
      {page.entries.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-top">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.at')}</th>
                <th scope="col">{t('columns.who')}</th>
                <th scope="col">{t('columns.action')}</th>
                <th scope="col">{t('columns.target')}</th>
                <th scope="col">{t('columns.site')}</th>
                <th scope="col">{t('columns.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((e) => (
                <tr key={e.id} data-testid="audit-row">
                  <td className="text-nowrap">
                    {format.dateTime(new Date(e.at), { dateStyle: 'short', timeStyle: 'medium' })}
                  </td>
                  <td>
                    {e.staffEmail}
                    <div className="small text-body-secondary">
                      {e.role}
                      {e.ip ? ` · ${e.ip}` : ''}
                    </div>
                  </td>
                  <td className="font-monospace">{e.action}</td>
                  <td className="font-monospace">
                    {e.targetType}
                    {e.targetId ? ` ${e.targetId}` : ''}
                  </td>
                  <td>{e.siteId ? (siteName.get(e.siteId) ?? `#${e.siteId}`) : '—'}</td>
                  <td>
                    <AuditChanges changes={e.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('pager')} className="d-flex gap-3">
        {query.before && <Link href={{ pathname: '/admin/audit', query: kept }}>{t('newest')}</Link>}
        {page.next && (
          <Link href={{ pathname: '/admin/audit', query: { ...kept, before: String(page.next) } }}>
            {t('older')}
          </Link>
        )}
      </nav>
    </>
  );
}
