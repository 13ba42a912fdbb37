'use client';

import type { ComponentProps } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import type { GiftPicker as GiftDialog } from './gift-picker';
import type { PhotoPicker as PhotoDialog } from './photo-picker';

// The send footer's pickers load when they first open, so their code (and react-bootstrap's
// Modal) stays out of the chat page's first-load JS.
const GiftPickerDialog = clientOnly(() => import('./gift-picker').then((m) => m.GiftPicker));
const PhotoPickerDialog = clientOnly(() => import('./photo-picker').then((m) => m.PhotoPicker));

/** The gift picker (gift-picker.tsx), loaded when it first shows. */
export function GiftPicker(props: ComponentProps<typeof GiftDialog>) {
  return useLoadedOnce(props.show) ? <GiftPickerDialog {...props} /> : null;
}

/** The photo picker (photo-picker.tsx), loaded when it first shows. */
export function PhotoPicker(props: ComponentProps<typeof PhotoDialog>) {
  return useLoadedOnce(props.show) ? <PhotoPickerDialog {...props} /> : null;
}

/** The gif search panel (gif-search-popover.tsx); the footer renders it only while it is open. */
export const GifSearchPopover = clientOnly(() =>
  import('./gif-search-popover').then((m) => m.GifSearchPopover),
);
