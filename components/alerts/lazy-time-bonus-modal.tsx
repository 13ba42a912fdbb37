'use client';

import dynamic from 'next/dynamic';

// react-bootstrap's Modal and the modal's text load when the welcome-bonus modal first opens.
export const TimeBonusModal = dynamic(() => import('./time-bonus-modal').then((m) => m.TimeBonusModal), {
  ssr: false,
});
