'use client';

import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/session/page-session';
import { fetchTimeBonus, fetchWelcomeCode } from '@/lib/api-client/payments';
import { clearTimeBonus, loadTimeBonus } from '@/stores/time-bonus';
import { useSessionStore } from '@/stores/session-store';

/**
 * Spec §4: on every login state change the bonus is loaded (and the welcome code with it); a
 * logout clears them, a first purchase (paid_user) clears the bonus. Mounted once per layout.
 */
export function useTimeBonusLifecycle(): void {
  const user = useCurrentUser();
  const id = user?.id ?? null;
  const paid = user?.paid_user ?? false;

  useEffect(() => {
    const store = useSessionStore.getState();
    if (id === null) {
      clearTimeBonus();
      store.setWelcomeDiscountcode(null);
      store.setDiscountcode(null);
      return;
    }
    void loadTimeBonus({ paid_user: paid }, fetchTimeBonus);
    if (paid) {
      store.setWelcomeDiscountcode(null);
      return;
    }
    let current = true;
    void fetchWelcomeCode().then((code) => {
      if (current) useSessionStore.getState().setWelcomeDiscountcode(code);
    });
    return () => {
      current = false;
    };
  }, [id, paid]);
}
