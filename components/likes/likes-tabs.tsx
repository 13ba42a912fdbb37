'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { apiError } from '@/lib/api-client/api-error';
import { profilesById, useLike, useLikes, useUnlike } from '@/lib/api-client/likes';
import type { LikeProfile, LikesData } from '@/lib/schemas/likes';
import { likeTabs, type LikeTab } from '@/lib/schemas/like-tabs';
import { CountBadge } from '@/components/ui/count-badge';
import { LikeCard } from './like-card';
import { Icon } from '@/components/ui/icon';

type Entry = { profile: LikeProfile; isNew: boolean; href: string };

function entriesOf(tab: LikeTab, data: LikesData): Entry[] {
  const byId = profilesById(data);
  const entry = (id: number, isNew = false): Entry[] => {
    const profile = byId.get(id);
    if (!profile) return [];
    return [{ profile, isNew, href: tab === 'matches' ? `/likes/m/${id}` : `/members/${id}` }];
  };
  if (tab === 'received') return data.liked_by.flatMap((l) => entry(l.id, l.like_new));
  if (tab === 'sent') return data.sent.flatMap((id) => entry(id));
  return data.matches.flatMap((id) => entry(id));
}

/** "Like back" on a received like the member has not answered yet; a match opens the match view. */
function LikeBackButton({ profile }: { profile: LikeProfile }) {
  const t = useTranslations('likes');
  const tm = useTranslations('matchModal');
  const router = useRouter();
  const like = useLike();
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-secondary w-100"
        disabled={like.isPending}
        onClick={() =>
          like.mutate(profile.id, { onSuccess: (res) => res.match && router.push(`/likes/m/${profile.id}`) })
        }
        aria-label={t('likeBackName', { name: profile.name })}
      >
        <Icon name="heart" className="me-1" aria-hidden="true" />
        {tm('likeBack')}
      </button>
      {like.isError && <ActionError error={like.error} />}
    </>
  );
}

function ActionError({ error }: { error: unknown }) {
  const t = useTranslations('likes');
  const tg = useTranslations('errors');
  const { error: code, name } = apiError(error);
  const known = ['like_self', 'profile_not_found', 'profile_missing', 'blocked', 'you_blocked', 'offline'];
  return (
    <div role="alert" className="small text-danger mt-1">
      {known.includes(code) ? t(`errors.${code}`, { name: String(name ?? '') }) : tg('generic')}
    </div>
  );
}

function UnlikeButton({ profile }: { profile: LikeProfile }) {
  const t = useTranslations('likes');
  const unlike = useUnlike();
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary w-100"
        disabled={unlike.isPending}
        onClick={() => unlike.mutate(profile.id)}
        aria-label={t('unlikeName', { name: profile.name })}
      >
        <Icon name="heartbreak" className="me-1" aria-hidden="true" />
        {t('unlike')}
      </button>
      {unlike.isError && <ActionError error={unlike.error} />}
    </>
  );
}

/** /likes, /likes/{type}: the tabs received, sent and matches over the polled likes cache. */
export function LikesTabs({ tab }: { tab: LikeTab }) {
  const t = useTranslations('likes');
  const { data, isPending, isError, refetch } = useLikes();
  const newCount = data?.liked_by.filter((l) => l.like_new).length ?? 0;

  return (
    <>
      <nav aria-label={t('tabsLabel')}>
        <ul className="nav nav-tabs mb-3">
          {likeTabs.map((name) => (
            <li className="nav-item" key={name}>
              <Link
                href={`/likes/${name}`}
                className={`nav-link position-relative${name === tab ? ' active' : ''}`}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`tabs.${name}`)}
                {name === 'received' && (
                  <CountBadge
                    count={newCount}
                    label={t('newCount', { count: newCount })}
                    bg="secondary"
                    className="ms-1"
                  />
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isPending ? (
        // The spinner shows on the first load only; later polls keep the list on screen.
        <div className="text-center py-5" role="status">
          <div className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : isError && !data ? (
        <div role="alert" className="alert alert-danger d-flex align-items-center gap-3">
          {t('errors.load')}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <LikesList tab={tab} data={data} />
      )}
    </>
  );
}

function LikesList({ tab, data }: { tab: LikeTab; data: LikesData | undefined }) {
  const t = useTranslations('likes');
  const entries = data ? entriesOf(tab, data) : [];
  const sent = new Set(data?.sent ?? []);
  if (entries.length === 0) return <p className="text-body-secondary py-4">{t(`empty.${tab}`)}</p>;
  return (
    <ul
      className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled"
      data-testid={`likes-list-${tab}`}
      aria-label={t(`tabs.${tab}`)}
    >
      {entries.map((e) => (
        <LikeCard key={e.profile.id} profile={e.profile} href={e.href} isNew={e.isNew}>
          {tab === 'sent' && <UnlikeButton profile={e.profile} />}
          {tab === 'received' && !sent.has(e.profile.id) && <LikeBackButton profile={e.profile} />}
        </LikeCard>
      ))}
    </ul>
  );
}
