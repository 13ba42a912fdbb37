import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import type { LanderCopy, LanderProfile } from '@/lib/schemas/lander';
import { LanderPhoto } from './lander-photo';
import { ProfileLabel } from './profile-label';
import styles from './landers.module.css';

type Props = {
  design: 1 | 2 | 3;
  profile: LanderProfile;
  copy: LanderCopy;
  /** /members/{id}/signup with the tracking parameters: signup starts with a message to this member. */
  signupHref: string;
  cdnPrefix: string;
  fictionalIcon: string;
};

/**
 * An entry page for one member (ads pointing at a profile): the profile large, a short pitch and
 * the way to the signup that opens a chat with them. Three layouts: photo beside the pitch (1),
 * a centred portrait (2), a "smile" card (3). The button is a plain link to the signup page,
 * which keeps the tracking parameters from its own URL.
 */
export function MemberLanding({ design, profile: p, copy, signupHref, cdnPrefix, fictionalIcon }: Props) {
  const t = useTranslations('landers');
  const cta = (
    <Link href={signupHref} className="btn btn-primary btn-lg" data-testid="member-landing-cta">
      <Icon name="chat-heart-fill" aria-hidden="true" className="me-2" />
      {t('member.cta', { name: p.name })}
    </Link>
  );
  const label = <ProfileLabel profile={p} fictionalIcon={fictionalIcon} className="d-block fs-5 mb-2" />;
  if (design === 1) {
    return (
      <section className="container py-4" data-landing="1">
        <div className="row g-4 align-items-center">
          <div className="col-md-6">
            <LanderPhoto
              profile={p}
              cdnPrefix={cdnPrefix}
              priority
              className={styles.memberHero}
              alt={p.name}
            />
          </div>
          <div className="col-md-6">
            <h1 className="display-6 fw-bold">{copy.headline}</h1>
            {label}
            <p className="lead">{copy.text}</p>
            {p.about && <blockquote className="border-start border-3 ps-3 fst-italic">{p.about}</blockquote>}
            {cta}
          </div>
        </div>
      </section>
    );
  }
  if (design === 2) {
    return (
      <section className="container py-4 text-center" data-landing="2" style={{ maxWidth: 560 }}>
        <h1 className="h2 fw-bold">{copy.headline}</h1>
        <LanderPhoto
          profile={p}
          cdnPrefix={cdnPrefix}
          priority
          className={`${styles.memberHero} my-3`}
          alt={p.name}
        />
        {label}
        <p className="lead">{copy.text}</p>
        {cta}
      </section>
    );
  }
  return (
    <section className="container py-4" data-landing="3" style={{ maxWidth: 720 }}>
      <div className="card shadow-sm">
        <div className="row g-0 align-items-center">
          <div className="col-sm-5">
            <LanderPhoto
              profile={p}
              cdnPrefix={cdnPrefix}
              priority
              className={styles.memberHero}
              alt={p.name}
            />
          </div>
          <div className="col-sm-7 card-body p-4">
            <Icon name="emoji-smile-fill" aria-hidden="true" className="text-warning display-6 mb-2" />
            <h1 className="h2 fw-bold">{copy.headline}</h1>
            {label}
            <p>{copy.text}</p>
            {cta}
          </div>
        </div>
      </div>
    </section>
  );
}
