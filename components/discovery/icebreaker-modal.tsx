'use client';

import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { useRouter } from '@/lib/i18n/navigation';
import { useSignupStore, type SignupTargetProfile } from '@/stores/signup-store';
import { Icon } from '@/components/ui/icon';

/** The opening lines, in messages `icebreaker.lines.<key>` (some use {name}). */
export const ICEBREAKER_LINES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8', 'l9', 'l10'] as const;

/**
 * Where a chosen line goes: the chat with that member, which prefills its message field from
 * `text` (the chat issue builds the route; docs/decisions.md has the contract).
 */
export function chatWithText(profileId: number, text: string): string {
  return `/members/${profileId}/chat?text=${encodeURIComponent(text)}`;
}

type Props = {
  /** Whom the chat is with; null keeps the modal closed. */
  profile: { id: number; name: string } | null;
  onClose: () => void;
};

/**
 * The icebreaker modal (spec §2): suggested opening lines; choosing one starts the chat with it.
 * Each line is a button, so the list is reachable with Tab and chosen with Enter or Space.
 */
export function IcebreakerModal({ profile, onClose }: Props) {
  const t = useTranslations('icebreaker');
  const router = useRouter();
  const choose = (text: string) => {
    if (!profile) return;
    onClose();
    router.push(chatWithText(profile.id, text));
  };
  return (
    <Modal
      show={profile !== null}
      onHide={onClose}
      centered
      scrollable
      aria-labelledby="icebreaker-title"
      data-testid="icebreaker-modal"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="icebreaker-title" as="h2" className="h5">
          <Icon name="chat-heart" className="me-2 text-secondary" aria-hidden="true" />
          {t('title', { name: profile?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small" id="icebreaker-intro">
          {t('intro')}
        </p>
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-describedby="icebreaker-intro">
          {ICEBREAKER_LINES.map((key) => {
            const line = t(`lines.${key}`, { name: profile?.name ?? '' });
            return (
              <li key={key}>
                <button
                  type="button"
                  className="btn btn-outline-primary w-100 text-start"
                  onClick={() => choose(line)}
                  data-testid="icebreaker-line"
                >
                  {line}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal.Body>
    </Modal>
  );
}

/**
 * The "icebreakers" button with its modal, e.g. next to "chat" on a profile page. A visitor gets
 * the signup modal instead (spec §6: chatting needs an account), with this member as its target.
 */
export function IcebreakerButton({
  profile,
  className = 'btn btn-outline-secondary',
}: {
  profile: SignupTargetProfile;
  className?: string;
}) {
  const t = useTranslations('icebreaker');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (user) setOpen(true);
    else useSignupStore.getState().openSignup({ target: profile });
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-label={t('openLabel', { name: profile.name })}
      >
        <Icon name="lightbulb" className="me-1" aria-hidden="true" />
        {t('open')}
      </button>
      <IcebreakerModal profile={open ? profile : null} onClose={() => setOpen(false)} />
    </>
  );
}
