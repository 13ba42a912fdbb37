'use client';

import type { ComponentProps } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import type { DeletePhotoDialog as Dialog } from './delete-photo-dialog';

const Inner = clientOnly(() => import('./delete-photo-dialog').then((m) => m.DeletePhotoDialog));

/** The delete-photo confirmation (delete-photo-dialog.tsx), whose code loads when it first opens. */
export function DeletePhotoDialog(props: ComponentProps<typeof Dialog>) {
  return useLoadedOnce(props.open) ? <Inner {...props} /> : null;
}
