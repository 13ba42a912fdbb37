'use client';

import { clientOnly, lazyComponent } from '@/components/ui/lazy-component';
import { usePathname } from 'next/navigation';
import { useCurrentUser } from '@/lib/session/page-session';
import { routeName } from '@/lib/utils/route-name';
import { pushAlertRoute } from '@/lib/utils/push-alert-rule';
import type { PushAlertTexts } from '@/components/push/push-alert-static';

// Rendered on the server, but its code is in the page's first load only where it shows: for a
// member who has not confirmed their address yet (issue 10).
const ActivationReminder = lazyComponent(() =>
  import('./activation-reminder').then((m) => m.ActivationReminder),
);
// Every banner after the activation reminder shows only once the page has mounted and only to
// a member, so its code loads then, and never on a visitor's page (issue 10: first-load JS).
const MemberBanners = clientOnly(() => import('./member-banners').then((m) => m.MemberBanners));
// The push alert's copy for the first paint: in a member's HTML, its code never on a visitor's page.
const PushAlertStatic = lazyComponent(() =>
  import('@/components/push/push-alert-static').then((m) => m.PushAlertStatic),
);

/**
 * The default layout's warning banners under the top bar (spec §2, §4): the activation reminder.
 * The server knows whether it shows, so it is in the page's HTML. Messages: alerts.
 */
export function Banners() {
  const route = routeName(usePathname() ?? '/');
  const user = useCurrentUser();
  return <div id="banners">{user?.status === 'not_confirmed' && <ActivationReminder route={route} />}</div>;
}

/**
 * The banners only the browser can decide (stored dismissals, push permission, the bonus timer),
 * in order: disabled notifications, profile photo, push, the welcome bonus (banner and modal).
 * They arrive after the page has painted, so they dock at the bottom of the screen (sticky, at the
 * end of the layout) instead of pushing the page down under the reader's eyes (layout shift;
 * docs/decisions.md, "Banners that arrive late"). The push alert is the exception: the server
 * renders a copy for the first paint, which the live one replaces (lib/utils/push-offer.ts), so the
 * largest text of the screen does not pop in a second late. Messages: alerts, profilePhotoAlert,
 * pushAlert, timeBonus; the copy's strings come from the layout.
 */
export function BannerDock({ pushTexts }: { pushTexts?: PushAlertTexts }) {
  const route = routeName(usePathname() ?? '/');
  const member = Boolean(useCurrentUser());
  if (!member) return null;
  return (
    <div className="banner-dock sticky-bottom" data-testid="banner-dock">
      <MemberBanners route={route} />
      {pushTexts && pushAlertRoute(route) && <PushAlertStatic texts={pushTexts} />}
    </div>
  );
}
