import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { textQueue } from '@/lib/server/admin/texts/service';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ModerationPager, pageParam } from '@/components/admin/moderation/pager';
import { TextDecision } from '@/components/admin/texts/text-decision';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.texts');
  return { title: t('title') };
}

/** /admin/texts: members' names and about texts changed since the last review, oldest change first. */
export default async function TextReviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('texts', locale);
  const sp = await searchParams;
  const page = pageParam(sp.page);
  // ?member=<user id>: one member's text (linked from the member page).
  const member = typeof sp.member === 'string' && /^\d{1,9}$/.test(sp.member) ? Number(sp.member) : undefined;
  const queue = await textQueue(staff.siteIds, page, member);
  const t = await getTranslations('admin.texts');
  const format = await getFormatter();

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      {member !== undefined && (
        <p>
          {t('ofMember', { id: member })} <Link href="/admin/texts">{t('allMembers')}</Link>
        </p>
      )}
      <p className="text-body-secondary">{queue.total ? t('waiting', { count: queue.total }) : t('empty')}</p>
      <ul className="list-unstyled" aria-label={t('listLabel')}>
        {queue.profiles.map((p) => (
          <li key={p.profileId} className="card mb-3">
            <article className="card-body" aria-labelledby={`text-${p.profileId}-name`}>
              <div className="row g-3">
                <div className="col-lg-7">
                  <h2 id={`text-${p.profileId}-name`} className="h5 mb-1">
                    {p.name}
                  </h2>
                  <p className="small text-body-secondary mb-2">
                    <Link href={`/admin/members/${p.userId}`}>{t('member', { id: p.userId! })}</Link>
                    {' · '}
                    {p.site}
                    {' · '}
                    {t('changed', { at: format.dateTime(new Date(p.changedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                  </p>
                  <h3 className="h6 mb-1">{t('about')}</h3>
                  {p.about ? (
                    <p className="mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {p.about}
                    </p>
                  ) : (
                    <p className="mb-0 fst-italic">{t('aboutEmpty')}</p>
                  )}
                </div>
                <div className="col-lg-5">
                  <ClientMessages namespaces={['admin.texts', 'admin.errors']}>
                    <TextDecision profileId={p.profileId} seen={p.changedAt} hasAbout={p.about !== ''} />
                  </ClientMessages>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ModerationPager path="/admin/texts" page={page} pages={queue.pages} params={{ member: member?.toString() }} />
    </>
  );
}
