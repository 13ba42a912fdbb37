import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { memberSearch } from '@/lib/server/admin/members/service';
import { ModerationPager, pageParam } from '@/components/admin/moderation/pager';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.members');
  return { title: t('title') };
}

/** /admin/members: search by id, e-mail or name among the members of the moderator's sites. */
export default async function MembersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('members', locale);
  const sp = await searchParams;
  const q = typeof sp.q === 'string' ? sp.q.slice(0, 100) : '';
  const page = pageParam(sp.page);
  const found = await memberSearch(q, staff.siteIds, page);
  const t = await getTranslations('admin.members');
  const format = await getFormatter();

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <form method="get" role="search" className="row g-2 align-items-end mb-3">
        <div className="col-sm-8 col-md-6">
          <label className="form-label" htmlFor="members-q">
            {t('search')}
          </label>
          <input id="members-q" name="q" type="search" className="form-control" defaultValue={q} maxLength={100} />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('searchButton')}
          </button>
        </div>
      </form>
      <p className="text-body-secondary" role="status">
        {t('found', { count: found.total })}
      </p>
      {found.members.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{t('resultsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.id')}</th>
                <th scope="col">{t('col.name')}</th>
                <th scope="col">{t('col.email')}</th>
                <th scope="col">{t('col.site')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col" className="text-end">
                  {t('col.credits')}
                </th>
                <th scope="col">{t('col.signup')}</th>
              </tr>
            </thead>
            <tbody>
              {found.members.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link href={`/admin/members/${m.id}`}>{m.id}</Link>
                  </td>
                  <td>
                    <Link href={`/admin/members/${m.id}`}>{m.name ?? t('noProfile')}</Link>
                  </td>
                  <td>{m.email}</td>
                  <td>{m.domain}</td>
                  <td>
                    {t(`userStatus.${m.status}`)}
                    {m.banned && <span className="badge text-bg-danger ms-1">{t('banned')}</span>}
                    {m.profileStatus === 'disabled' && <span className="badge text-bg-secondary ms-1">{t('profileDisabled')}</span>}
                  </td>
                  <td className="text-end">{m.credits}</td>
                  <td>{format.dateTime(m.signupDate, { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ModerationPager path="/admin/members" page={page} pages={found.pages} params={{ q: q || undefined }} />
    </>
  );
}
