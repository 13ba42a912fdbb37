'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import type { GiftPicker as GiftDialog } from './gift-picker';
import type { PhotoPicker as PhotoDialog } from './photo-picker';

// The send footer's pickers load when they first open, so their code (and react-bootstrap's
// Modal) stays out of the chat page's first-load JS.
const GiftPickerDialog = dynamic(() => import('./gift-picker').then((m) => m.GiftPicker), { ssr: false });
const PhotoPickerDialog = dynamic(() => import('./photo-picker').then((m) => m.PhotoPicker), { ssr: false });

/** The gift picker (gift-picker.tsx), loaded when it first shows. */
export function GiftPicker(props: ComponentProps<typeof GiftDialog>) {
  return useLoadedOnce(props.show) ? <GiftPickerDialog {...props} /> : null;
}

/** The photo picker (photo-picker.tsx), loaded when it first shows. */
export function PhotoPicker(props: ComponentProps<typeof PhotoDialog>) {
  return useLoadedOnce(props.show) ? <PhotoPickerDialog {...props} /> : null;
}

/** The gif search panel (gif-search-popover.tsx); the footer renders it only while it is open. */
export const GifSearchPopover = dynamic(
  () => import('./gif-search-popover').then((m) => m.GifSearchPopover),
  {
    ssr: false,
  },
);
