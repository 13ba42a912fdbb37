import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PublicProfile } from '@/lib/schemas/public-profile';
import { PremiumBadge } from './premium-badge';
import { FictionalIcon } from '@/components/ui/fictional-icon';
import { InterestIcon } from '@/components/ui/interest-icon';

type Props = {
  profile: PublicProfile;
  /** settings.interests: the icon of each hobby. */
  interests: { slug: string; icon: string }[];
  fictionalIcon: string;
  /** settings.fictional_warning: show the disclosure text on fictional profiles. */
  fictionalWarning: boolean;
  /** Country name in the interface language (Intl on the server). */
  countryName: string;
  /** Like, chat and block: right under the name. */
  actions?: ReactNode;
};

/**
 * The profile overview (spec §2): name, age and place with the gold badge and the fictional icon,
 * the fictional disclosure, the site's visible fields (translated values), hobby icons with
 * translated names, and the visible notes. Works in Server and Client Components.
 */
export function ProfileOverview({
  profile: p,
  interests,
  fictionalIcon,
  fictionalWarning,
  countryName,
  actions,
}: Props) {
  const t = useTranslations('profileView');
  const tAttr = useTranslations('profileAttributes');
  const tInterest = useTranslations('interests');
  const icons = new Map(interests.map((i) => [i.slug, i.icon]));
  const place = [p.city, countryName].filter(Boolean).join(', ');

  return (
    <>
      <h1 className="h2 mb-1 d-flex align-items-center gap-2 flex-wrap" data-testid="profile-name">
        <span>{p.name}</span>
        {p.premium && <PremiumBadge className="fs-6" />}
        {p.is_fictional && (
          <FictionalIcon
            name={fictionalIcon}
            className="text-secondary fs-4"
            role="img"
            aria-label={t('fictional')}
            title={t('fictional')}
            data-testid="fictional-icon"
          />
        )}
      </h1>
      <p className="text-body-secondary mb-3">
        {t('ageGender', {
          age: p.age,
          gender: tAttr.has(`gender.${p.gender}`) ? tAttr(`gender.${p.gender}`) : p.gender,
        })}
        {place ? ` · ${place}` : ''}
      </p>
      {actions}
      {p.is_fictional && fictionalWarning && (
        <div
          className="alert alert-info d-flex gap-2 align-items-start"
          role="note"
          data-testid="fictional-disclosure"
        >
          <FictionalIcon name={fictionalIcon} className="fs-5 flex-shrink-0" aria-hidden="true" />
          <span>{t('fictionalDisclosure', { name: p.name })}</span>
        </div>
      )}
      {p.notes.map((n) => (
        <section key={n.key} className="mb-3" aria-labelledby={`note-${n.key}`}>
          <h2 id={`note-${n.key}`} className="h6 text-uppercase text-body-secondary">
            {t.has(`notes.${n.key}`) ? t(`notes.${n.key}`) : n.key}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {n.text}
          </p>
        </section>
      ))}
      {p.attributes.length > 0 && (
        <dl className="row mb-3" data-testid="profile-fields">
          {p.attributes.map((a) => (
            <div key={a.key} className="col-6 col-lg-4 mb-2">
              <dt className="small text-body-secondary fw-normal">{t(`fields.${a.key}`)}</dt>
              <dd className="mb-0">
                {tAttr.has(`${a.key}.${a.value}`) ? tAttr(`${a.key}.${a.value}`) : a.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {p.hobbies.length > 0 && (
        <section className="mb-3" aria-labelledby="profile-hobbies">
          <h2 id="profile-hobbies" className="h6 text-uppercase text-body-secondary">
            {t('hobbies')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" data-testid="profile-hobbies">
            {p.hobbies.map((slug) => (
              <li key={slug} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                <InterestIcon name={icons.get(slug)} className="me-1 text-primary" aria-hidden="true" />
                {tInterest.has(slug) ? tInterest(slug) : slug}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
