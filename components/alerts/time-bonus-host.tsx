'use client';

import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/session/page-session';
import { useRouter } from '@/lib/i18n/navigation';
import { useAlertsStore } from '@/stores/alerts-store';
import { useSessionStore } from '@/stores/session-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import { TimeBonusBanner } from './time-bonus-banner';
import { TimeBonusModal } from './lazy-time-bonus-modal';
import { inMembersArea, TIME_BONUS_MODAL_DELAY_MS, timeBonusModalDue } from './time-bonus-rules';
import { useTimeBonusLifecycle } from './use-time-bonus';
import { useMounted } from '@/components/ui/use-mounted';

/**
 * The welcome bonus in the default layout (spec §2, §4): keeps the bonus loaded, shows the
 * banner in the members area while it runs, and opens the modal 40 s after entering the members
 * area with 0 credits unless it was closed before (the close time is kept).
 */
export function TimeBonusHost({ route }: { route: string | null }) {
  useTimeBonusLifecycle();
  const router = useRouter();
  const user = useCurrentUser();
  const bonus = useSessionStore((s) => s.timeBonus);
  const dismissedAt = useAlertsStore((s) => s.dismissedAt.timeBonusModal);
  const dismiss = useAlertsStore((s) => s.dismiss);
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  // The bonus and the dismissal live in browser storage: decide after mounting only.
  const mounted = useMounted();

  const visible = mounted && Boolean(user) && Boolean(bonus?.isVisible);
  const due =
    visible &&
    timeBonusModalDue({
      route,
      loggedIn: Boolean(user),
      credits: user?.credits ?? 0,
      bonusVisible: Boolean(bonus?.isVisible),
      dismissedAt,
    });

  // Keyed on the boolean only: moving between members-area pages keeps the same 40 s wait,
  // leaving the area (or buying credits) stops it.
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => setOpen(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due]);

  if (!visible || !bonus) return null;
  const percent = Number(bonus.value_percentage);
  const close = () => {
    setOpen(false);
    dismiss('timeBonusModal');
  };

  return (
    <>
      {inMembersArea(route) && <TimeBonusBanner countdown={bonus.countdownTimer} percent={percent} />}
      {loaded && (
        <TimeBonusModal
          show={open && due}
          countdown={bonus.countdownTimer}
          percent={percent}
          onClose={close}
          onGoToCredits={() => {
            close();
            router.push('/credits');
          }}
        />
      )}
    </>
  );
}
