'use client';

import { useSyncExternalStore } from 'react';
import {
  intentAttribute,
  PUSH_STATIC_CLASS,
  pushOfferTaken,
  subscribePushOffer,
} from '@/lib/utils/push-offer';
import { PushAlertView } from './push-alert-view';

/** The alert's strings, translated by the layout (this copy has no translation runtime). */
export type PushAlertTexts = { text: string; enable: string; dismiss: string };

/**
 * The push alert as the server renders it, for the first paint (lib/utils/push-offer.ts): hidden
 * unless the gate script showed it, and gone once the live alert has taken over. Its buttons work
 * before that too: the gate keeps the press, and the live alert carries it out.
 */
export function PushAlertStatic({ texts }: { texts: PushAlertTexts }) {
  const taken = useSyncExternalStore(subscribePushOffer, pushOfferTaken, () => false);
  if (taken) return null;
  return (
    <div className={`container mt-2 ${PUSH_STATIC_CLASS}`}>
      <PushAlertView
        textId="push-alert-static-text"
        text={texts.text}
        enable={{ label: texts.enable, ...intentAttribute('enable') }}
        dismiss={{ label: texts.dismiss, ...intentAttribute('dismiss') }}
      />
    </div>
  );
}
