'use client';

import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { fetchAutoLike } from '@/lib/api-client/likes';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikeProfile } from '@/lib/schemas/likes';
import { AUTO_LIKE_RELOAD_MS } from '@/lib/utils/constants';
import { LikePhoto } from './like-photo';
import { Icon } from '@/components/ui/icon';

type Props = {
  /** The profile to show; undefined: fetch an automatic like (GET /api/auto-like.php) and show that. */
  profile?: LikeProfile | null;
  /** 'like' shows the caption "New like!", 'match' "It's a match!". */
  variant?: 'like' | 'match';
  /** The caller's text for the one action button. */
  actionText: string;
  /** The action button was pressed: the profile's id. */
  onAction: (profileId: number) => void;
  /** The photo was pressed (open the profile). */
  onImagePress: (profileId: number) => void;
  /** Close icon, backdrop, Escape, or nothing to show (no auto-like due). */
  onClose: () => void;
  /** The auto-like fetched a profile (the host remembers it as already announced). */
  onAutoLike?: (profile: LikeProfile) => void;
};

/**
 * The new-like / match modal (spec §2, §4): caption, the liked profile's main photo (pressing it
 * emits onImagePress), one action button with the caller's text (emits the profile id), a close
 * icon; the backdrop closes it. Without a profile it asks for an automatic like and reloads the
 * likes 500 ms after one arrived.
 */
export function NewLikeModal({
  profile,
  variant = 'like',
  actionText,
  onAction,
  onImagePress,
  onClose,
  onAutoLike,
}: Props) {
  const t = useTranslations('matchModal');
  const qc = useQueryClient();
  const [auto, setAuto] = useState<LikeProfile | null>(null);
  const wantsAuto = profile === undefined;
  // Props may be new closures on each render; the fetch must run once per mount.
  const callbacks = useRef({ onClose, onAutoLike });
  useEffect(() => {
    callbacks.current = { onClose, onAutoLike };
  });

  useEffect(() => {
    if (!wantsAuto) return;
    let cancelled = false;
    let reload: number | undefined;
    fetchAutoLike()
      .then((p) => {
        if (cancelled) return;
        if (!p) return callbacks.current.onClose();
        setAuto(p);
        callbacks.current.onAutoLike?.(p);
        reload = window.setTimeout(
          () => void qc.invalidateQueries({ queryKey: queryKeys.likes }),
          AUTO_LIKE_RELOAD_MS,
        );
      })
      .catch(() => !cancelled && callbacks.current.onClose());
    return () => {
      cancelled = true;
      window.clearTimeout(reload);
    };
  }, [wantsAuto, qc]);

  const shown = wantsAuto ? auto : profile;
  if (!shown) return null;
  const caption = variant === 'match' ? t('match') : t('newLike');

  return (
    <Modal
      show
      onHide={onClose}
      centered
      size="sm"
      aria-labelledby="new-like-title"
      data-testid="new-like-modal"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="new-like-title" as="h2" className="h5">
          <Icon name="heart-fill" className="text-secondary me-2" aria-hidden="true" />
          {caption}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <button
          type="button"
          className="btn p-0 border-0 rounded-circle overflow-hidden"
          onClick={() => onImagePress(shown.id)}
          aria-label={t('openProfile', { name: shown.name })}
        >
          <LikePhoto profile={shown} size={160} className="rounded-circle" />
        </button>
        <p className="fw-semibold mt-2 mb-0">{t('nameAge', { name: shown.name, age: shown.age })}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        <Button variant="secondary" onClick={() => onAction(shown.id)}>
          {actionText}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
