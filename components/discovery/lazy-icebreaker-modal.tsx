'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import type { IcebreakerModal as Dialog } from './icebreaker-modal';

const IcebreakerDialog = dynamic(() => import('./icebreaker-modal').then((m) => m.IcebreakerModal), {
  ssr: false,
});

/** The icebreaker modal, whose code loads when it first opens (a profile is given). */
export function IcebreakerModal(props: ComponentProps<typeof Dialog>) {
  const loaded = useLoadedOnce(props.profile !== null);
  return loaded ? <IcebreakerDialog {...props} /> : null;
}
