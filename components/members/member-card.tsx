import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ProfileCard } from '@/lib/schemas/profile';
import { PremiumBadge } from './premium-badge';
import { Icon } from '@/components/ui/icon';
import { FictionalIcon } from '@/components/ui/fictional-icon';

type Props = {
  profile: ProfileCard;
  cdnPrefix: string;
  fictionalIcon: string;
  /** Load the photo right away: a card of the first screen (its photo is the page's largest paint). */
  eager?: boolean;
};

/**
 * One profile in a grid (search results, similar profiles): the main thumbnail, name with the
 * gold badge and the fictional icon, age and place. Works in Server and Client Components.
 */
export function MemberCard({ profile: p, cdnPrefix, fictionalIcon, eager = false }: Props) {
  const t = useTranslations('members');
  return (
    <Link
      href={`/members/${p.id}`}
      className="card h-100 text-decoration-none profile-card"
      aria-label={t('viewProfile', { name: p.name })}
      data-testid="member-card"
      data-profile-id={p.id}
    >
      {p.main_image && p.main_image.status === 'active' ? (
        // Thumbnails are already sized and come from the site's CDN prefix.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`${cdnPrefix}${p.main_image.thumb_filename}`}
          alt=""
          width={160}
          height={160}
          loading={eager ? undefined : 'lazy'}
          className="card-img-top object-fit-cover"
          style={{ aspectRatio: '1 / 1' }}
        />
      ) : (
        <div
          className="card-img-top bg-body-secondary d-flex align-items-center justify-content-center"
          style={{ aspectRatio: '1 / 1' }}
          aria-hidden="true"
        >
          <Icon name="person" className="fs-1 text-body-tertiary" aria-hidden="true" />
        </div>
      )}
      <div className="card-body p-2">
        <div className="fw-semibold text-truncate d-flex align-items-center gap-1">
          <span className="text-truncate">{p.name}</span>
          {p.premium && <PremiumBadge />}
          {p.is_fictional && (
            <FictionalIcon
              name={fictionalIcon}
              className="text-secondary"
              title={t('fictional')}
              aria-label={t('fictional')}
              role="img"
            />
          )}
        </div>
        <div className="small text-body-secondary text-truncate">
          {t('age', { age: p.age })}
          {p.city ? ` · ${p.city}` : ''}
        </div>
      </div>
    </Link>
  );
}

/** A responsive grid of cards; the first `eagerCount` load their photos right away. */
export function MemberGrid({
  profiles,
  cdnPrefix,
  fictionalIcon,
  testId,
  eagerCount = 0,
}: {
  profiles: ProfileCard[];
  cdnPrefix: string;
  fictionalIcon: string;
  testId?: string;
  eagerCount?: number;
}) {
  return (
    <ul
      className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled"
      data-testid={testId}
    >
      {profiles.map((p, i) => (
        <li key={p.id} className="col">
          <MemberCard
            profile={p}
            cdnPrefix={cdnPrefix}
            fictionalIcon={fictionalIcon}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
