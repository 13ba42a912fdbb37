'use client';

import { clientOnly, lazyComponent } from '@/components/ui/lazy-component';
import { usePathname } from 'next/navigation';
import { useCurrentUser } from '@/lib/session/page-session';
import { routeName } from '@/lib/utils/route-name';

// Rendered on the server, but its code is in the page's first load only where it shows: for a
// member who has not confirmed their address yet (issue 10).
const ActivationReminder = lazyComponent(() =>
  import('./activation-reminder').then((m) => m.ActivationReminder),
);
// Every banner after the activation reminder shows only once the page has mounted and only to
// a member, so its code loads then, and never on a visitor's page (issue 10: first-load JS).
const MemberBanners = clientOnly(() => import('./member-banners').then((m) => m.MemberBanners));

/**
 * The default layout's warning banners (spec §2, §4), in order: activation reminder,
 * disabled notifications, profile photo, push, then the welcome bonus (banner and modal). Each
 * decides for itself whether it shows. Messages: alerts, profilePhotoAlert, pushAlert, timeBonus.
 */
export function Banners() {
  const route = routeName(usePathname() ?? '/');
  const user = useCurrentUser();
  const member = Boolean(user);
  return (
    <div id="banners">
      {user?.status === 'not_confirmed' && <ActivationReminder route={route} />}
      {member && <MemberBanners route={route} />}
    </div>
  );
}
