'use client';

import type { ComponentProps } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import type { IcebreakerModal as Dialog } from './icebreaker-modal';

const IcebreakerDialog = clientOnly(() => import('./icebreaker-modal').then((m) => m.IcebreakerModal));

/** The icebreaker modal, whose code loads when it first opens (a profile is given). */
export function IcebreakerModal(props: ComponentProps<typeof Dialog>) {
  const loaded = useLoadedOnce(props.profile !== null);
  return loaded ? <IcebreakerDialog {...props} /> : null;
}
