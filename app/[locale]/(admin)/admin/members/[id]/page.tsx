import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { staffSeesSite } from '@/lib/server/admin/session';
import { memberPage } from '@/lib/server/admin/members/service';
import { AppError } from '@/lib/server/http/errors';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MemberActions } from '@/components/admin/members/member-actions';
import { MemberRecords } from './member-records';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.members');
  return { title: t('memberTitle') };
}

/** /admin/members/<user id>: the member's account, profile, photos, credits, orders, sessions and complaints. */
export default async function MemberPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('members', locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  let m: Awaited<ReturnType<typeof memberPage>>;
  try {
    m = await memberPage(Number(id), (siteId) => {
      if (!staffSeesSite(staff, siteId)) throw new AppError('staff_forbidden_site', 403);
    });
  } catch (err) {
    if (err instanceof AppError) notFound();
    throw err;
  }
  const t = await getTranslations('admin.members');
  const format = await getFormatter();
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const { user, profile } = m;

  return (
    <>
      <p className="mb-1">
        <Link href="/admin/members">{t('back')}</Link>
      </p>
      <h1 className="h3">
        {profile?.name ?? t('noProfile')} <span className="text-body-secondary fs-5">{t('member', { id: user.id })}</span>
      </h1>
      {user.bannedAt && (
        <div className="alert alert-danger" role="status">
          {t('bannedSince', { at: when(user.bannedAt), reason: user.banReason ?? '' })}
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-8">
          <section aria-labelledby="member-account" className="mb-4">
            <h2 id="member-account" className="h5">
              {t('account')}
            </h2>
            <dl className="row mb-0">
              <dt className="col-sm-4">{t('col.email')}</dt>
              <dd className="col-sm-8">{user.email}</dd>
              <dt className="col-sm-4">{t('col.site')}</dt>
              <dd className="col-sm-8">
                {m.site.name} ({m.site.domain})
              </dd>
              <dt className="col-sm-4">{t('col.status')}</dt>
              <dd className="col-sm-8">{t(`userStatus.${user.status}`)}</dd>
              <dt className="col-sm-4">{t('language')}</dt>
              <dd className="col-sm-8">{user.language ?? '—'}</dd>
              <dt className="col-sm-4">{t('col.credits')}</dt>
              <dd className="col-sm-8">
                {user.credits} {user.paidUser && <span className="badge text-bg-info">{t('paid')}</span>}
              </dd>
              <dt className="col-sm-4">{t('col.signup')}</dt>
              <dd className="col-sm-8">{when(user.signupDate)}</dd>
              <dt className="col-sm-4">{t('lastSeen')}</dt>
              <dd className="col-sm-8">{when(user.lastSeenAt)}</dd>
              <dt className="col-sm-4">{t('notifications')}</dt>
              <dd className="col-sm-8">{user.notificationsDisabled.length ? user.notificationsDisabled.join(', ') : t('notificationsOn')}</dd>
            </dl>
          </section>
          <section aria-labelledby="member-profile" className="mb-4">
            <h2 id="member-profile" className="h5">
              {t('profile')}
            </h2>
            {profile ? (
              <dl className="row mb-0">
                <dt className="col-sm-4">{t('col.name')}</dt>
                <dd className="col-sm-8">{profile.name}</dd>
                <dt className="col-sm-4">{t('profileStatus')}</dt>
                <dd className="col-sm-8">{t(`profileStatuses.${profile.status === 'disabled' ? 'disabled' : 'active'}`)}</dd>
                <dt className="col-sm-4">{t('details')}</dt>
                <dd className="col-sm-8">
                  {[profile.gender, profile.birthDate, profile.country, profile.city].filter(Boolean).join(' · ')}
                </dd>
                <dt className="col-sm-4">{t('about')}</dt>
                <dd className="col-sm-8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {profile.about || '—'}
                </dd>
                {profile.textChangedAt && (
                  <>
                    <dt className="col-sm-4">{t('textChanged')}</dt>
                    <dd className="col-sm-8">
                      <Link href={{ pathname: '/admin/texts', query: { member: String(user.id) } }}>{when(profile.textChangedAt)}</Link>
                    </dd>
                  </>
                )}
              </dl>
            ) : (
              <p>{t('noProfile')}</p>
            )}
          </section>
          <MemberRecords member={m} />
        </div>
        <div className="col-lg-4">
          <ClientMessages namespaces={['admin.members', 'admin.errors']}>
            <MemberActions
              userId={user.id}
              banned={user.bannedAt !== null}
              profileStatus={profile?.status ?? null}
              sessions={m.sessionRows.length}
              deleted={user.status === 'deleted'}
            />
          </ClientMessages>
        </div>
      </div>
    </>
  );
}
