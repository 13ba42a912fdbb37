'use client';

import { clientOnly } from '@/components/ui/lazy-component';

/**
 * The new-like / match modal, loaded when it is first rendered (every user renders it only while
 * it shows), so its code and react-bootstrap's Modal stay out of the pages' first-load JS.
 */
export const NewLikeModal = clientOnly(() => import('./new-like-modal').then((m) => m.NewLikeModal));
