'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { localizePath } from '@/lib/i18n/localize-path';
import { hasTrafficSource } from '@/lib/schemas/signup-tracking';
import { useSessionStore } from '@/stores/session-store';
import { useSignupStore, type SignupTargetProfile } from '@/stores/signup-store';
import { useUiStore } from '@/stores/ui-store';
import { EntryWarningStep } from './entry-warning-step';
import { MessageStep } from './message-step';
import { SignupClosed } from './signup-closed';
import { SignupForm } from './signup-form';
import { StepProgress } from './step-progress';
import { useSignupSteps } from './use-signup-steps';
import { Icon } from '@/components/ui/icon';
import { useMounted } from '@/components/ui/use-mounted';
import { IntlIsland } from '@/components/i18n/intl-island';
import { SignupPlaceholder } from './signup-placeholder';

type Props = {
  onGoToLogin?: () => void;
  /** On /signup (null) and /members/{id}/signup the page decides the target, replacing an earlier one. */
  pageTarget?: SignupTargetProfile | null;
};

/**
 * The first part of signup, in the modal and on /signup: the message step (when started from a
 * member), then the account form. On success the draft is cleared and /complete-signup follows.
 */
export function SignupFlow({ onGoToLogin, pageTarget }: Props) {
  const t = useTranslations('signup');
  const settings = useSettings();
  const locale = useLocale();
  const storeTarget = useSignupStore((s) => s.target);
  const setTarget = useSignupStore((s) => s.setTarget);
  const target = pageTarget !== undefined ? pageTarget : storeTarget;
  const tracking = useSignupStore((s) => s.tracking);
  const clearDraft = useSignupStore((s) => s.clearDraft);
  const signupClosed = useSignupStore((s) => s.signupClosed);
  const [step, setStep] = useState<'message' | 'account'>(target ? 'message' : 'account');
  const [closedByServer, setClosedByServer] = useState(false);
  const { steps } = useSignupSteps(Boolean(target));
  // The layout's EntryWarning decides whether the site-entry warning applies and, while a signup
  // flow is on screen, hands it to the flow (first step) instead of stacking its own modal.
  const user = useCurrentUser();
  const warningEmbedded = useSessionStore((s) => s.signupFlowEmbeddedSiteEntryWarning);
  const setWarningEmbedded = useSessionStore((s) => s.setSignupFlowEmbeddedSiteEntryWarning);
  const warningAccepted = useUiStore((s) => s.entryWarningAcceptedAt !== null);
  const acceptWarning = useUiStore((s) => s.acceptEntryWarning);
  useEffect(() => {
    if (pageTarget !== undefined) setTarget(pageTarget);
  }, [pageTarget, setTarget]);
  // The draft lives in sessionStorage: render the form only in the browser, so server and client agree.
  const mounted = useMounted();

  const closed =
    closedByServer ||
    settings.signups === 'none' ||
    (settings.signups === 'trafficsource' && !hasTrafficSource(tracking));

  if (!mounted) return <SignupPlaceholder />;
  if (warningEmbedded && !warningAccepted && !user) {
    return (
      <EntryWarningStep
        site={settings.name}
        onAccept={() => {
          // The same acceptance as the standalone warning: it stays away on every page after.
          acceptWarning();
          setWarningEmbedded(false);
        }}
      />
    );
  }
  if (closed) return <SignupClosed onGoToLogin={onGoToLogin} />;

  const current = target && step === 'message' ? 'message' : 'account';
  return (
    <>
      <StepProgress steps={steps} current={current} />
      {current === 'message' && target ? (
        <MessageStep target={target} onNext={() => setStep('account')} />
      ) : (
        <>
          {target && (
            <button type="button" className="btn btn-link px-0 mb-2" onClick={() => setStep('message')}>
              <Icon name="arrow-left" className="me-1" aria-hidden="true" />
              {t('backToMessage', { name: target.name })}
            </button>
          )}
          <SignupForm
            onGoToLogin={onGoToLogin}
            onClosed={() => setClosedByServer(true)}
            onSignedUp={() => {
              clearDraft(Boolean(target && useSignupStore.getState().draft.signup_message.trim()));
              signupClosed();
              // A full load: the new member's pages start with their session (and its cache).
              window.location.assign(localizePath('/complete-signup', locale));
            }}
          />
        </>
      )}
    </>
  );
}

/** The flow on a signup page, loaded after it (lazy-signup-flow.tsx), with the messages its layout set aside. */
export function SignupFlowIsland(props: Props) {
  return (
    <IntlIsland>
      <SignupFlow {...props} />
    </IntlIsland>
  );
}
