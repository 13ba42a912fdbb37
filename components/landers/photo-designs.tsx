import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import { ProfileLabel } from './profile-label';
import { FictionalIcon } from '@/components/ui/fictional-icon';
import type { LanderDesignProps } from './types';
import styles from './landers.module.css';

/** alonetonight: one profile at night, large, with a personal pitch. */
export function AloneTonight({ copy, profiles, cdnPrefix, fictionalIcon, signupHref }: LanderDesignProps) {
  const t = useTranslations('landers');
  const [p] = profiles;
  return (
    <section className={`${styles.night} py-5`} data-lander="alonetonight">
      <div className="container text-center">
        <Icon name="moon-stars-fill" className={`${styles.moon} display-4 mb-3`} aria-hidden="true" />
        <h1 className="display-5 fw-bold">{copy.headline}</h1>
        <p className="lead mx-auto col-lg-7">{copy.text}</p>
        {p && (
          <figure className="my-4">
            <LanderPhoto profile={p} cdnPrefix={cdnPrefix} priority className={styles.nightPhoto} />
            <figcaption className="mt-3">
              <ProfileLabel profile={p} fictionalIcon={fictionalIcon} className="fs-4 d-block" />
              <span className="d-block mt-1">{t('alonetonight.pitch', { name: p.name })}</span>
            </figcaption>
          </figure>
        )}
        {p ? (
          // "Chat with {name}": the signup starts with a message to them, as /members/{id}/signup does.
          <LanderCta
            href={signupHref.replace(/^\/signup/, `/members/${p.id}/signup`)}
            target={{
              id: p.id,
              name: p.name,
              main_image: { filename: p.photo.filename, thumb_filename: p.photo.thumb, status: 'active' },
            }}
            className="btn btn-warning btn-lg px-5"
          >
            {t('alonetonight.cta', { name: p.name })}
          </LanderCta>
        ) : (
          <LanderCta href={signupHref} className="btn btn-warning btn-lg px-5">
            {t('common.cta')}
          </LanderCta>
        )}
      </div>
    </section>
  );
}

/** collagelanding: many faces in a mosaic, the copy and the button below. */
export function Collage({ copy, profiles, cdnPrefix, fictionalIcon, signupHref }: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className="container py-4" data-lander="collagelanding">
      <h1 className="display-6 fw-bold text-center mb-3">{copy.headline}</h1>
      <ul className={`${styles.collage} list-unstyled mb-4`}>
        {profiles.slice(0, 11).map((p, i) => (
          <li key={p.id} className={styles.collageCard}>
            <LanderPhoto
              profile={p}
              cdnPrefix={cdnPrefix}
              size={i === 0 ? 'full' : 'thumb'}
              priority={i === 0}
              alt={t('common.photoOf', { name: p.name })}
            />
            {p.isFictional && (
              <span className="position-absolute top-0 end-0 m-1 badge text-bg-light">
                <FictionalIcon name={fictionalIcon} role="img" aria-label={t('common.fictional')} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="text-center">
        <p className="lead col-lg-8 mx-auto">{copy.text}</p>
        <LanderCta href={signupHref} className="btn btn-primary btn-lg">
          {t('common.cta')}
        </LanderCta>
      </div>
    </section>
  );
}

/** gallery: an even grid of photo cards with name, age and place. */
export function Gallery({ copy, profiles, cdnPrefix, fictionalIcon, signupHref }: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className="container py-4" data-lander="gallery">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h2 fw-bold mb-1">{copy.headline}</h1>
          <p className="mb-0 text-body-secondary">{copy.text}</p>
        </div>
        <LanderCta href={signupHref} className="btn btn-primary">
          {t('common.cta')}
        </LanderCta>
      </div>
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
        {profiles.map((p, i) => (
          <li key={p.id} className="col">
            <figure className="card h-100 mb-0">
              <LanderPhoto
                profile={p}
                cdnPrefix={cdnPrefix}
                size="thumb"
                priority={i === 0}
                className={`${styles.galleryImg} card-img-top`}
              />
              <figcaption className="card-body p-2">
                <ProfileLabel profile={p} fictionalIcon={fictionalIcon} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="text-center mt-4">
        <LanderCta href={signupHref} className="btn btn-primary btn-lg" testId="lander-cta-bottom">
          {t('gallery.more')}
        </LanderCta>
      </div>
    </section>
  );
}
