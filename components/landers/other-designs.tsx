import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { MAP_HEIGHT, MAP_WIDTH } from '@/lib/schemas/lander';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import { ProfileLabel } from './profile-label';
import type { LanderDesignProps } from './types';
import styles from './landers.module.css';

const FEATURES = [
  { key: 'private', icon: 'shield-lock-fill' },
  { key: 'chat', icon: 'chat-heart-fill' },
  { key: 'free', icon: 'gift' },
  { key: 'near', icon: 'geo-alt-fill' },
] as const;

/** iconslanding: what the site offers in four icons, a row of faces, the button. */
export function Icons({ copy, profiles, cdnPrefix, signupHref }: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className="container py-5 text-center" data-lander="iconslanding">
      <h1 className="display-6 fw-bold">{copy.headline}</h1>
      <p className="lead col-lg-8 mx-auto">{copy.text}</p>
      <ul className="row row-cols-2 row-cols-md-4 g-4 list-unstyled my-4">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className="col">
            <span className={styles.iconCircle}>
              <Icon name={icon} aria-hidden="true" />
            </span>
            <h2 className="h5 mt-3">{t(`iconslanding.${key}Title`)}</h2>
            <p className="small text-body-secondary mb-0">{t(`iconslanding.${key}Text`)}</p>
          </li>
        ))}
      </ul>
      <ul className="d-flex justify-content-center flex-wrap gap-2 list-unstyled mb-4">
        {profiles.slice(0, 8).map((p) => (
          <li key={p.id}>
            <LanderPhoto
              profile={p}
              cdnPrefix={cdnPrefix}
              size="thumb"
              className={styles.avatar}
              alt={p.name}
            />
          </li>
        ))}
      </ul>
      <LanderCta href={signupHref} className="btn btn-primary btn-lg">
        {t('common.cta')}
      </LanderCta>
    </section>
  );
}

/** maplanding: the visitor's country drawn from our own town data, a pin per member nearby. */
export function MapLander({ copy, profiles, cdnPrefix, fictionalIcon, signupHref, map }: LanderDesignProps) {
  const t = useTranslations('landers');
  const pinned = profiles.filter((p) => map?.pins.has(p.id));
  return (
    <section className="container py-4" data-lander="maplanding">
      <div className="row g-4 align-items-center">
        <div className="col-lg-6">
          <h1 className="display-6 fw-bold">{copy.headline}</h1>
          <p className="lead">{copy.text}</p>
          {map && (
            <p className="fw-semibold" data-testid="map-legend">
              {t('maplanding.legend', { count: pinned.length, country: map.countryName })}
            </p>
          )}
          <LanderCta href={signupHref} className="btn btn-primary btn-lg">
            {t('common.cta')}
          </LanderCta>
        </div>
        <div className="col-lg-6">
          <svg
            viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
            className={styles.map}
            role="img"
            aria-label={t('maplanding.mapLabel', { country: map?.countryName ?? '' })}
          >
            {map?.dots.map((d, i) => (
              <circle key={i} cx={d.x} cy={d.y} r={9} fill="#c5d8ee" />
            ))}
            {pinned.map((p) => {
              const at = map!.pins.get(p.id)!;
              return (
                <g key={p.id} transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
                  <title>{`${p.name}, ${p.age}${p.city ? ` · ${p.city}` : ''}`}</title>
                  <path
                    d="M0 0 C-7 -10 -11 -14 -11 -20 A11 11 0 1 1 11 -20 C11 -14 7 -10 0 0Z"
                    fill="#b0124f"
                  />
                  <circle cy={-20} r={4.5} fill="#fff" />
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <ul className="row row-cols-3 row-cols-md-6 g-2 list-unstyled mt-3">
        {profiles.slice(0, 6).map((p, i) => (
          <li key={p.id} className="col small">
            <LanderPhoto
              profile={p}
              cdnPrefix={cdnPrefix}
              size="thumb"
              priority={i === 0}
              className="img-fluid rounded"
            />
            <ProfileLabel profile={p} fictionalIcon={fictionalIcon} className="d-block text-truncate" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** socialnetwork: a feed of posts; liking or replying needs an account. */
export function SocialFeed({ copy, profiles, cdnPrefix, fictionalIcon, signupHref }: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className="container py-4" data-lander="socialnetwork" style={{ maxWidth: 640 }}>
      <h1 className="h2 fw-bold">{copy.headline}</h1>
      <p className="text-body-secondary">{copy.text}</p>
      <h2 className="visually-hidden">{t('socialnetwork.feedLabel')}</h2>
      {profiles.slice(0, 6).map((p, i) => (
        <article key={p.id} className="card mb-3" aria-labelledby={`post-${p.id}`}>
          <header className="card-header bg-body d-flex align-items-center gap-2">
            <LanderPhoto profile={p} cdnPrefix={cdnPrefix} size="thumb" className={styles.avatar} />
            <div>
              <ProfileLabel profile={p} fictionalIcon={fictionalIcon} as="h3" className="h6 mb-0" />
              <span id={`post-${p.id}`} className="small text-body-secondary">
                {t('socialnetwork.posted', { name: p.name })}
              </span>
            </div>
          </header>
          <LanderPhoto profile={p} cdnPrefix={cdnPrefix} priority={i === 0} className={styles.feedImg} />
          {p.about && <p className="card-body mb-0">{p.about}</p>}
          <footer className="card-footer bg-body d-flex gap-2">
            <LanderCta href={signupHref} className="btn btn-outline-danger btn-sm" testId="lander-like">
              <Icon name="heart-fill" aria-hidden="true" className="me-1" />
              {t('socialnetwork.like')}
            </LanderCta>
            <LanderCta href={signupHref} className="btn btn-outline-primary btn-sm" testId="lander-reply">
              <Icon name="chat-dots" aria-hidden="true" className="me-1" />
              {t('socialnetwork.reply')}
            </LanderCta>
          </footer>
        </article>
      ))}
      <div className="text-center">
        <LanderCta href={signupHref} className="btn btn-primary btn-lg">
          {t('common.cta')}
        </LanderCta>
      </div>
    </section>
  );
}
