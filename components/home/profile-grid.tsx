import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ProfileCard } from '@/lib/schemas/profile';
import { FictionalIcon } from '@/components/ui/fictional-icon';

type Props = { profiles: ProfileCard[]; cdnPrefix: string; fictionalIcon: string };

export async function ProfileGrid({ profiles, cdnPrefix, fictionalIcon }: Props) {
  const t = await getTranslations('home');
  return (
    <ul
      className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled"
      data-testid="profile-grid"
    >
      {profiles.map((p) => (
        <li key={p.id} className="col">
          <Link
            href={`/members/${p.id}`}
            className="card h-100 text-decoration-none profile-card"
            aria-label={t('viewProfile', { name: p.name })}
          >
            {p.main_image && (
              // Thumbnails are already sized and come from the site's CDN prefix.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={`${cdnPrefix}${p.main_image.thumb_filename}`}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="card-img-top"
              />
            )}
            <div className="card-body p-2">
              <div className="fw-semibold text-truncate">
                {p.name}
                {p.is_fictional && (
                  <FictionalIcon
                    name={fictionalIcon}
                    className="ms-1 text-secondary"
                    title={t('fictionalBadge')}
                    aria-label={t('fictionalBadge')}
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
        </li>
      ))}
    </ul>
  );
}
