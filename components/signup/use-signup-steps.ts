'use client';

import { useEffect, useState } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { pushCapable } from '@/lib/utils/push-support';
import { applicableSteps, type SignupStep } from '@/lib/utils/signup-steps';

/** Whether the device can take push; false until known (and on today's build: no service worker). */
export function usePushCapable(): boolean | null {
  const [capable, setCapable] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void pushCapable().then((v) => live && setCapable(v));
    return () => {
      live = false;
    };
  }, []);
  return capable;
}

/** The signup steps that apply on this site and device. */
export function useSignupSteps(hasTarget: boolean): { steps: SignupStep[]; pushKnown: boolean } {
  const settings = useSettings();
  const push = usePushCapable();
  const steps = applicableSteps({
    hasTarget,
    pushCapable: push === true,
    visibleProfileFields: settings.visible_profile_fields,
    visibleProfileNotes: settings.visible_profile_notes,
  });
  return { steps, pushKnown: push !== null };
}
