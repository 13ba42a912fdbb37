'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import type { LikeProfile } from '@/lib/schemas/likes';
import { PremiumBadge } from '@/components/members/premium-badge';
import { LikePhoto } from './like-photo';
import { FictionalIcon } from '@/components/ui/fictional-icon';

type Props = {
  profile: LikeProfile;
  /** Where the card leads: the profile, or the match view. */
  href: string;
  isNew?: boolean;
  /** Extra controls below the card (e.g. unlike). */
  children?: ReactNode;
};

/** One profile in a likes list: photo, name (gold badge, fictional icon), age, city, "new" for unseen likes. */
export function LikeCard({ profile, href, isNew = false, children }: Props) {
  const t = useTranslations('likes');
  const fictionalIcon = useSettings().fictional_icon;
  return (
    <li className="col" data-testid="like-card" data-profile-id={profile.id}>
      <div className="card h-100 profile-card">
        {/* No prefetch: rendering a profile page marks its like as seen (spec §4), a prefetch must not. */}
        <Link
          href={href}
          prefetch={false}
          className="text-decoration-none text-reset"
          aria-label={t('open', { name: profile.name })}
        >
          <LikePhoto profile={profile} size={160} className="card-img-top w-100 h-auto" />
          <div className="card-body p-2">
            <div className="fw-semibold text-truncate">
              {profile.name}
              {profile.premium && <PremiumBadge className="ms-1" />}
              {profile.is_fictional && (
                <FictionalIcon
                  name={fictionalIcon}
                  className="ms-1 text-secondary"
                  title={t('fictional')}
                  aria-label={t('fictional')}
                  role="img"
                />
              )}
              {isNew && <span className="badge text-bg-secondary ms-2">{t('new')}</span>}
            </div>
            <div className="small text-body-secondary text-truncate">
              {t('age', { age: profile.age })}
              {profile.city ? ` · ${profile.city}` : ''}
            </div>
          </div>
        </Link>
        {children && <div className="card-footer bg-transparent border-0 p-2 pt-0">{children}</div>}
      </div>
    </li>
  );
}
