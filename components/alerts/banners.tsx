'use client';

import { usePathname } from 'next/navigation';
import { routeName } from '@/lib/utils/route-name';
import { ActivationReminder } from './activation-reminder';
import { NotificationsDisabledAlert } from './notifications-disabled-alert';
import { ProfilePhotoAlert } from './profile-photo-alert';
import { TimeBonusHost } from './time-bonus-host';
import { PushAlert } from '@/components/push/push-alert';

/**
 * The default layout's warning banners (spec §2, §4), in order: activation reminder,
 * disabled notifications, profile photo, then the welcome bonus (banner and modal). Each
 * decides for itself whether it shows. Messages: alerts, profilePhotoAlert, timeBonus.
 */
export function Banners() {
  const route = routeName(usePathname() ?? '/');
  return (
    <div id="banners">
      <ActivationReminder route={route} />
      <NotificationsDisabledAlert route={route} />
      <ProfilePhotoAlert />
      <PushAlert route={route} />
      <TimeBonusHost route={route} />
    </div>
  );
}
