'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { isSignupStep, nextStep, type SignupStep } from '@/lib/utils/signup-steps';
import { useSignupStore } from '@/stores/signup-store';
import { StepProgress } from './step-progress';
import { useSignupSteps } from './use-signup-steps';
import { AboutStep } from './steps/about-step';
import { ConfirmStep } from './steps/confirm-step';
import { LocationStep } from './steps/location-step';
import { PersonalStep } from './steps/personal-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';
import { useMounted } from '@/components/ui/use-mounted';

/** Where a finished signup lands: the activation reminder of spec §4 reads api_signup_complete. */
export const AFTER_SIGNUP_URL = '/?api_signup_complete=1';

/**
 * /complete-signup: photo, location, personal info, about me, push and confirm e-mail, each
 * skippable. The step is kept in ?step= so a reload resumes where the member was.
 */
export function CompleteSignupFlow({ initialStep }: { initialStep?: string }) {
  const router = useRouter();
  // Whether signup began with a message lives in sessionStorage: known only after mounting.
  const mounted = useMounted();
  const withMessage = useSignupStore((s) => s.withMessage);
  const { steps } = useSignupSteps(mounted && withMessage);
  const [requested, setRequested] = useState<SignupStep>(
    isSignupStep(initialStep) && initialStep !== 'message' && initialStep !== 'account'
      ? initialStep
      : 'photo',
  );
  // A step that does not apply here (no push on this device, a hidden form) gives way to the next that does.
  const order = ['photo', 'location', 'personal', 'about', 'push', 'confirm'] as const;
  // (message and account, when listed, are done by now)
  const current = (order
    .slice(order.indexOf(requested as (typeof order)[number]))
    .find((s) => steps.includes(s)) ?? 'confirm') as SignupStep;

  const advance = () => {
    const next = nextStep(steps, current);
    if (!next) {
      router.push(AFTER_SIGNUP_URL);
      return;
    }
    setRequested(next);
    router.replace(`/complete-signup?step=${next}`, { scroll: false });
    // Focus moves to the new step's heading, so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => document.getElementById(`${next}-step-title`)?.focus());
  };

  return (
    <>
      <StepProgress steps={steps} current={current} />
      {current === 'photo' && <PhotoStep onDone={advance} />}
      {current === 'location' && <LocationStep onDone={advance} />}
      {current === 'personal' && <PersonalStep onDone={advance} />}
      {current === 'about' && <AboutStep onDone={advance} />}
      {current === 'push' && <PushStep onDone={advance} />}
      {current === 'confirm' && <ConfirmStep onDone={advance} />}
    </>
  );
}
