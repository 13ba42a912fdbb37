import { useTranslations } from 'next-intl';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import { ProfileLabel } from './profile-label';
import type { LanderDesignProps } from './types';
import styles from './landers.module.css';

/** The clips of scripts/generate-videos.ts: our own drawings, encoded once and committed. */
export const CLIPS = {
  video: { src: '/landers/hearts.mp4', poster: '/landers/hearts.jpg', width: 640, height: 360 },
  transitionsvideolanding: {
    src: '/landers/transitions.mp4',
    poster: '/landers/transitions.jpg',
    width: 640,
    height: 360,
  },
} as const;

/** Muted, autoplaying, inline, with a poster and captions in the page's language; no player library. */
function Clip({
  clip,
  locale,
  label,
}: {
  clip: (typeof CLIPS)[keyof typeof CLIPS];
  locale: string;
  label: string;
}) {
  return (
    <video
      className={styles.videoFrame}
      width={clip.width}
      height={clip.height}
      poster={clip.poster}
      autoPlay
      muted
      loop
      playsInline
      controls
      preload="metadata"
      aria-label={label}
      data-testid="lander-video"
    >
      <source src={clip.src} type="video/mp4" />
      <track kind="captions" src={`/landers/captions/${locale}.vtt`} srcLang={locale} label={label} default />
    </video>
  );
}

/** video: the clip first, the copy and the button beside it, a few faces below. */
export function VideoLander({
  copy,
  profiles,
  cdnPrefix,
  fictionalIcon,
  signupHref,
  locale,
}: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className="container py-4" data-lander="video">
      <div className="row g-4 align-items-center">
        <div className="col-lg-7">
          <Clip clip={CLIPS.video} locale={locale} label={t('video.clipLabel')} />
        </div>
        <div className="col-lg-5">
          <h1 className="display-6 fw-bold">{copy.headline}</h1>
          <p className="lead">{copy.text}</p>
          <LanderCta href={signupHref} className="btn btn-primary btn-lg">
            {t('common.cta')}
          </LanderCta>
        </div>
      </div>
      <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled mt-3">
        {profiles.slice(0, 4).map((p) => (
          <li key={p.id} className="col">
            <LanderPhoto profile={p} cdnPrefix={cdnPrefix} size="thumb" className="img-fluid rounded" />
            <ProfileLabel profile={p} fictionalIcon={fictionalIcon} className="d-block small" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** transitionsvideolanding: the clip with cross-fades on a dark band, profiles fading in after it. */
export function TransitionsVideo({
  copy,
  profiles,
  cdnPrefix,
  fictionalIcon,
  signupHref,
  locale,
}: LanderDesignProps) {
  const t = useTranslations('landers');
  return (
    <section className={`${styles.transitions} py-5`} data-lander="transitionsvideolanding">
      <div className="container text-center">
        <h1 className={`display-5 fw-bold ${styles.fadeIn}`}>{copy.headline}</h1>
        <p className={`lead col-lg-8 mx-auto ${styles.fadeIn}`}>{copy.text}</p>
        <div className="col-lg-8 mx-auto my-4">
          <Clip clip={CLIPS.transitionsvideolanding} locale={locale} label={t('video.clipLabel')} />
        </div>
        <ul className="d-flex justify-content-center flex-wrap gap-3 list-unstyled">
          {profiles.slice(0, 5).map((p, i) => (
            <li key={p.id} className={styles.fadeIn} style={{ animationDelay: `${0.2 * i}s`, width: 120 }}>
              <LanderPhoto
                profile={p}
                cdnPrefix={cdnPrefix}
                size="thumb"
                className="img-fluid rounded-circle"
              />
              <ProfileLabel profile={p} fictionalIcon={fictionalIcon} className="d-block small" />
            </li>
          ))}
        </ul>
        <LanderCta href={signupHref} className="btn btn-warning btn-lg mt-3">
          {t('common.cta')}
        </LanderCta>
      </div>
    </section>
  );
}
