'use client';

import { NotificationsDisabledAlert } from './notifications-disabled-alert';
import { ProfilePhotoAlert } from './profile-photo-alert';
import { TimeBonusHost } from './time-bonus-host';
import { PushAlert } from '@/components/push/push-alert';
import { IntlIsland } from '@/components/i18n/intl-island';

/**
 * The banners that depend on the browser (stored dismissals, push permission, the bonus
 * timer) and so show only after the page has mounted: loaded with the member's page, never
 * with a visitor's (components/alerts/banners.tsx).
 */
function MemberBannersContent({ route }: { route: string | null }) {
  return (
    <>
      <NotificationsDisabledAlert route={route} />
      <ProfilePhotoAlert />
      <PushAlert route={route} />
      <TimeBonusHost route={route} />
    </>
  );
}

/**
 * Loaded after mount for a member (banners.tsx), with next-intl's provider for the messages its
 * layout set aside.
 */
export function MemberBanners(props: { route: string | null }) {
  return (
    <IntlIsland>
      <MemberBannersContent {...props} />
    </IntlIsland>
  );
}
