'use client';

import { clientOnly } from '@/components/ui/lazy-component';

// react-bootstrap's Modal and the modal's text load when the welcome-bonus modal first opens.
export const TimeBonusModal = clientOnly(() => import('./time-bonus-modal').then((m) => m.TimeBonusModal));
