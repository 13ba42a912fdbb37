'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { activationReminderMode, activationReminderVisible, SMARTPHONE_QUERY } from '@/lib/utils/alert-rules';
import { ResendActivationButton } from '@/components/recovery/resend-activation-button';
import { useMediaQuery } from './use-media-query';
import { Icon } from '@/components/ui/icon';
import { IntlIsland } from '@/components/i18n/intl-island';

// The modal form (with react-bootstrap's Modal) loads only when the rule picks it; most pages
// show the inline alert or nothing.
const ActivationModal = clientOnly(() => import('./activation-modal').then((m) => m.ActivationModal));

/** Spec §4 activation reminder: "confirm your e-mail address", with a resend button. */
function ActivationReminderContent({ route }: { route: string | null }) {
  const t = useTranslations('alerts');
  const user = useCurrentUser();
  const search = useSearchParams();
  const smartphone = useMediaQuery(SMARTPHONE_QUERY);
  const [modalClosed, setModalClosed] = useState(false);

  if (!user || !activationReminderVisible(user, route)) return null;
  const mode = activationReminderMode(search.has('api_signup_complete'), smartphone);

  const body = (
    <>
      <p className="mb-2">{t('activationBody', { email: user.email })}</p>
      <ResendActivationButton email={user.email} className="btn btn-sm btn-primary" />
    </>
  );

  if (mode === 'modal' && !modalClosed) {
    return <ActivationModal onClose={() => setModalClosed(true)}>{body}</ActivationModal>;
  }

  return (
    <div className="container mt-3">
      <div className="alert alert-warning mb-0" role="region" aria-labelledby="activation-alert-title">
        <p id="activation-alert-title" className="fw-semibold mb-1">
          <Icon name="envelope-exclamation" className="me-2" aria-hidden="true" />
          {t('activationTitle')}
        </p>
        {body}
      </div>
    </div>
  );
}

/**
 * Loaded for a member who has not confirmed their address (banners.tsx), with next-intl's provider
 * for the messages its layout set aside.
 */
export function ActivationReminder(props: { route: string | null }) {
  return (
    <IntlIsland>
      <ActivationReminderContent {...props} />
    </IntlIsland>
  );
}
