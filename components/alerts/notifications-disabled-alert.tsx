'use client';

import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import { notificationsDisabledAlertVisible } from '@/lib/utils/alert-rules';
import { useAlertsStore } from '@/stores/alerts-store';
import { useMounted } from '@/components/ui/use-mounted';
import { Icon } from '@/components/ui/icon';
import { DISABLED_REASONS, type DisabledReason } from '@/lib/schemas/notification-reasons';

const isDisabledReason = (r: string): r is DisabledReason =>
  (DISABLED_REASONS as readonly string[]).includes(r);

/** Spec §4: e-mail notices are off (any reason); dismissible, and the dismissal is remembered. */
export function NotificationsDisabledAlert({ route }: { route: string | null }) {
  const t = useTranslations('alerts');
  const user = useCurrentUser();
  const dismissedAt = useAlertsStore((s) => s.dismissedAt.notificationsDisabled);
  const dismiss = useAlertsStore((s) => s.dismiss);
  // The dismissal lives in localStorage: decide after mounting, so server and client agree.
  const mounted = useMounted();

  if (!mounted || !notificationsDisabledAlertVisible(user, route, dismissedAt !== undefined)) return null;

  return (
    <div className="container mt-2">
      <div
        className="alert alert-info alert-dismissible mb-0"
        role="region"
        aria-labelledby="notifications-alert-title"
      >
        <p id="notifications-alert-title" className="fw-semibold mb-1">
          <Icon name="envelope-slash" className="me-2" aria-hidden="true" />
          {t('notificationsDisabledTitle')}
        </p>
        {/* Why (spec §4): each reason the member's notices are off for, in their words. */}
        {user!.notifications_disabled.filter(isDisabledReason).map((reason) => (
          <p key={reason} className="mb-1" data-reason={reason}>
            {t(`notificationsDisabledReasons.${reason}`)}
          </p>
        ))}
        <p className="mb-0">
          {t('notificationsDisabledBody')}{' '}
          <Link href="/notifications" className="alert-link">
            {t('notificationsDisabledAction')}
          </Link>
        </p>
        <button
          type="button"
          className="btn-close"
          aria-label={t('dismiss')}
          onClick={() => dismiss('notificationsDisabled')}
        />
      </div>
    </div>
  );
}
