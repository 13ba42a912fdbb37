'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { PublicPhoto } from '@/lib/schemas/public-profile';
import type { MainImage } from '@/lib/schemas/user';
import { useSignupStore } from '@/stores/signup-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import styles from './profile-photos.module.scss';
import { Icon } from '@/components/ui/icon';

// The lightbox (with react-bootstrap's Modal) loads when a photo is first opened.
const PhotoLightbox = clientOnly(() => import('./photo-lightbox').then((m) => m.PhotoLightbox));

type OpenPhoto = Extract<PublicPhoto, { locked: false }>;

type Props = {
  profile: { id: number; name: string; main_image: MainImage | null };
  photos: PublicPhoto[];
  cdnPrefix: string;
  loggedIn: boolean;
};

/**
 * The profile's photos: the main one large, all as thumbnails. Unlocked photos open full size in
 * a lightbox (premium viewers get every photo unlocked). Locked ones show only the server's
 * blurred thumbnail with a lock on hover; pressing one asks a visitor to sign up and sends a
 * member to premium (spec §2, §6).
 */
export function ProfilePhotos({ profile, photos, cdnPrefix, loggedIn }: Props) {
  const t = useTranslations('profileView');
  const router = useRouter();
  const openSignup = useSignupStore((s) => s.openSignup);
  const open = photos.filter((p): p is OpenPhoto => !p.locked);
  const [shown, setShown] = useState<number | null>(null);
  const main = open[0];
  const lightboxLoaded = useLoadedOnce(shown !== null);

  const unlock = () => {
    if (loggedIn) router.push('/premium');
    else openSignup({ target: { id: profile.id, name: profile.name, main_image: profile.main_image } });
  };
  const step = (delta: number) =>
    setShown((i) => (i === null ? null : (i + delta + open.length) % open.length));

  return (
    <div data-testid="profile-photos">
      {main ? (
        <button
          type="button"
          className="btn p-0 border-0 w-100"
          onClick={() => setShown(0)}
          aria-label={t('openPhoto', { n: 1, name: profile.name })}
        >
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={`${cdnPrefix}${main.filename}`}
            alt={t('photoAlt', { name: profile.name })}
            width={main.width}
            height={main.height}
            className="img-fluid rounded w-100 object-fit-cover"
            style={{ maxHeight: '32rem' }}
          />
        </button>
      ) : (
        <div
          className="rounded bg-body-secondary d-flex align-items-center justify-content-center"
          style={{ aspectRatio: '1 / 1' }}
        >
          <Icon name="person" className="display-1 text-body-tertiary" aria-hidden="true" />
          <span className="visually-hidden">{t('noPhoto')}</span>
        </div>
      )}
      {photos.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('photosLabel')}>
          {photos.map((p) => (
            <li key={p.id}>
              {p.locked ? (
                <button
                  type="button"
                  className={`btn p-0 border-0 rounded ${styles.locked}`}
                  onClick={unlock}
                  aria-label={loggedIn ? t('lockedPhotoMember') : t('lockedPhotoVisitor')}
                  data-testid="locked-photo"
                >
                  {p.thumb_blurred ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      src={`${cdnPrefix}${p.thumb_blurred}`}
                      alt=""
                      className={`rounded ${styles.thumb}`}
                    />
                  ) : (
                    <span className={`d-block rounded bg-body-secondary ${styles.thumb}`} />
                  )}
                  <span className={styles.lock} aria-hidden="true">
                    <Icon name="lock-fill" aria-hidden="true" />
                  </span>
                </button>
              ) : (
                <button
                  type="button"
                  className="btn p-0 border-0 rounded"
                  onClick={() => setShown(open.indexOf(p))}
                  aria-label={t('openPhoto', { n: open.indexOf(p) + 1, name: profile.name })}
                  data-testid="open-photo"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={`${cdnPrefix}${p.thumb_filename}`}
                    alt=""
                    className={`rounded ${styles.thumb}`}
                    loading="lazy"
                  />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.some((p) => p.locked) && (
        <p className="small text-body-secondary mt-2 mb-0">
          <Icon name="lock" className="me-1" aria-hidden="true" />
          {loggedIn ? t('moreWithPremium') : t('moreWithSignup')}
        </p>
      )}
      {lightboxLoaded && (
        <PhotoLightbox
          shown={shown}
          photos={open}
          cdnPrefix={cdnPrefix}
          name={profile.name}
          onClose={() => setShown(null)}
          onStep={step}
        />
      )}
    </div>
  );
}
