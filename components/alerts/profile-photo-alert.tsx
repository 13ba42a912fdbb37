'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import { routeName } from '@/lib/utils/route-name';
import { shouldShowProfilePhotoAlert } from '@/lib/utils/profile-photo-alert';
import { useAlertsStore } from '@/stores/alerts-store';
import { Icon } from '@/components/ui/icon';
import { useMounted } from '@/components/ui/use-mounted';

/** Spec §4: "add a photo" for members without a main image; dismissible, snoozed for 7 days. */
export function ProfilePhotoAlert() {
  const t = useTranslations('profilePhotoAlert');
  const user = useCurrentUser();
  const pathname = usePathname();
  const dismissedAt = useAlertsStore((s) => s.dismissedAt.profilePhoto);
  const dismiss = useAlertsStore((s) => s.dismiss);
  // The snooze is days long: the time of the first render is precise enough.
  const [now] = useState(Date.now);
  // The dismissal lives in localStorage: decide only after mounting, so server and client agree.
  const mounted = useMounted();

  const show =
    mounted &&
    shouldShowProfilePhotoAlert({
      loggedIn: Boolean(user),
      hasMainImage: Boolean(user?.profile?.main_image),
      route: routeName(pathname ?? '/'),
      dismissedAt,
      now,
    });
  if (!show) return null;

  return (
    <div className="container mt-2">
      <div
        className="alert alert-info d-flex align-items-center gap-3 mb-0"
        role="status"
        data-testid="profile-photo-alert"
      >
        <Icon name="camera" className="fs-4" aria-hidden="true" />
        <span className="flex-grow-1">{t('text')}</span>
        <Link href="/profile" className="btn btn-sm btn-primary">
          {t('action')}
        </Link>
        <button
          type="button"
          className="btn-close"
          aria-label={t('dismiss')}
          onClick={() => dismiss('profilePhoto')}
        />
      </div>
    </div>
  );
}
