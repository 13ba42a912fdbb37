import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { LikeProfile } from '@/lib/schemas/likes';
import { LikePhoto } from './like-photo';
import { Icon } from '@/components/ui/icon';
import { FictionalIcon } from '@/components/ui/fictional-icon';

type Props = { me: LikeProfile; profile: LikeProfile; matchedAt: string; fictionalIcon: string };

/** The match view (/likes/m/{id}): both photos, "It's a match", the chat and the profile. */
export async function MatchCard({ me, profile, matchedAt, fictionalIcon }: Props) {
  const t = await getTranslations('likes');
  const format = await getFormatter();
  return (
    <section
      className="card mx-auto text-center shadow-sm"
      style={{ maxWidth: 520 }}
      aria-labelledby="match-title"
    >
      <div className="card-body p-4">
        <h1 id="match-title" className="h3 text-secondary">
          <Icon name="hearts" className="me-2" aria-hidden="true" />
          {t('match.title')}
        </h1>
        <p className="mb-4">{t('match.text', { name: profile.name })}</p>
        <div className="d-flex justify-content-center align-items-center gap-3 mb-3">
          <figure className="m-0">
            <LikePhoto profile={me} size={128} className="rounded-circle border border-3 border-primary" />
            <figcaption className="small mt-1">{t('match.you')}</figcaption>
          </figure>
          <Icon name="heart-fill" className="text-secondary fs-2" aria-hidden="true" />
          <figure className="m-0">
            <Link
              href={`/members/${profile.id}`}
              prefetch={false}
              aria-label={t('open', { name: profile.name })}
            >
              <LikePhoto
                profile={profile}
                size={128}
                className="rounded-circle border border-3 border-secondary"
              />
            </Link>
            <figcaption className="small mt-1">
              {profile.name}
              {profile.is_fictional && (
                <FictionalIcon
                  name={fictionalIcon}
                  className="ms-1 text-secondary"
                  title={t('fictional')}
                  aria-label={t('fictional')}
                  role="img"
                />
              )}
            </figcaption>
          </figure>
        </div>
        <p className="small text-body-secondary">
          {t('match.since', { date: format.dateTime(new Date(matchedAt), { dateStyle: 'medium' }) })}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link href={`/members/${profile.id}/chat`} className="btn btn-secondary">
            <Icon name="chat-heart" className="me-1" aria-hidden="true" />
            {t('match.chat', { name: profile.name })}
          </Link>
          <Link href={`/members/${profile.id}`} prefetch={false} className="btn btn-outline-primary">
            {t('match.profile')}
          </Link>
          <Link href="/likes/matches" className="btn btn-link">
            {t('match.back')}
          </Link>
        </div>
      </div>
    </section>
  );
}
