import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { photoQueue } from '@/lib/server/photos/moderation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ModerationPager, pageParam } from '@/components/admin/moderation/pager';
import { PhotoDecision } from '@/components/admin/photos/photo-decision';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.photos');
  return { title: t('title') };
}

/**
 * /admin/photos: pending photos oldest first with their member and site. The images are the
 * pending files themselves: /media serves them to a moderator of the photo's site (access.ts).
 */
export default async function PhotoQueuePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('photos', locale);
  const sp = await searchParams;
  const page = pageParam(sp.page);
  // ?member=<user id>: the queue of one member (linked from the member page).
  const member = typeof sp.member === 'string' && /^\d{1,9}$/.test(sp.member) ? Number(sp.member) : undefined;
  const queue = await photoQueue(staff.siteIds, page, member);
  const t = await getTranslations('admin.photos');
  const format = await getFormatter();

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      {member !== undefined && (
        <p>
          {t('ofMember', { id: member })} <Link href="/admin/photos">{t('allMembers')}</Link>
        </p>
      )}
      <p className="text-body-secondary">{queue.total ? t('waiting', { count: queue.total }) : t('empty')}</p>
      <ul className="row g-3 list-unstyled" aria-label={t('listLabel')}>
        {queue.photos.map((p) => (
          <li key={p.id} className="col-12 col-sm-6 col-lg-4 col-xl-3">
            <article className="card h-100" aria-labelledby={`photo-${p.id}-who`}>
              <a href={p.url} target="_blank" rel="noreferrer" className="ratio ratio-1x1 bg-body-tertiary">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private file of the console, never optimized or cached */}
                <img src={p.thumbUrl} alt={t('photoAlt', { name: p.name })} className="object-fit-contain" loading="lazy" />
              </a>
              <div className="card-body">
                <h2 id={`photo-${p.id}-who`} className="h6 mb-1">
                  {p.userId ? <Link href={`/admin/members/${p.userId}`}>{p.name}</Link> : p.name}
                </h2>
                <p className="small mb-2">
                  {p.userId ? t('member', { id: p.userId }) : t('fictional')}
                  <br />
                  {p.site ?? t('allSites')}
                  <br />
                  {t('uploaded', { at: format.dateTime(new Date(p.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                  <br />
                  {t('size', { width: p.width, height: p.height })}
                </p>
                <ClientMessages namespaces={['admin.photos', 'admin.errors']}>
                  <PhotoDecision photoId={p.id} />
                </ClientMessages>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ModerationPager path="/admin/photos" page={page} pages={queue.pages} params={{ member: member?.toString() }} />
    </>
  );
}
