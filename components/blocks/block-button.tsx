'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { apiError } from '@/lib/api-client/api-error';
import { useBlock, useUnblock } from '@/lib/api-client/blocks';
import { useSearchStore } from '@/stores/search-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import { Icon } from '@/components/ui/icon';

// The confirmation (with react-bootstrap's Modal) loads when it first opens.
const BlockConfirmDialog = clientOnly(() =>
  import('./block-confirm-dialog').then((m) => m.BlockConfirmDialog),
);

type Props = {
  profileId: number;
  name: string;
  /** The member has blocked this profile already (the button then unblocks). */
  blocked: boolean;
  /** After the server answered: the new state (the page refreshes, the chat hides itself, …). */
  onChange?: (blocked: boolean) => void;
  className?: string;
  /**
   * 'button' (default), or 'bar' for coloured bars such as the chat's top bar: a light outline
   * button that belongs to the bar, its text visually hidden on phones (the name stays).
   */
  variant?: 'button' | 'bar';
};

/**
 * Block / unblock a profile (spec §6). Blocking asks for confirmation first (it also ends the
 * likes and the match between the two); unblocking is immediate. Reused by the chat issue.
 */
export function BlockButton({
  profileId,
  name,
  blocked,
  onChange,
  className = '',
  variant = 'button',
}: Props) {
  const t = useTranslations('blocks');
  const tg = useTranslations('errors');
  const block = useBlock();
  const unblock = useUnblock();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = block.isPending || unblock.isPending;
  const dialogLoaded = useLoadedOnce(confirming);

  const fail = (err: unknown) => {
    const { error: code } = apiError(err);
    setError(t.has(`errors.${code}`) ? t(`errors.${code}`) : tg('generic'));
  };

  const doBlock = async () => {
    setError(null);
    try {
      await block.mutateAsync(profileId);
      // The blocked profile leaves the stored search results (client state: lib/ leaves it to us).
      useSearchStore.getState().removeProfile(profileId);
      setConfirming(false);
      onChange?.(true);
    } catch (err) {
      fail(err);
    }
  };

  const doUnblock = async () => {
    setError(null);
    try {
      await unblock.mutateAsync(profileId);
      onChange?.(false);
    } catch (err) {
      fail(err);
    }
  };

  const label = blocked ? t('unblock', { name }) : t('block', { name });
  const look =
    variant === 'bar'
      ? 'btn btn-outline-light btn-sm text-nowrap'
      : blocked
        ? 'btn btn-outline-secondary'
        : 'btn btn-outline-danger';

  return (
    <>
      <button
        type="button"
        className={`${look} ${className}`}
        onClick={blocked ? doUnblock : () => setConfirming(true)}
        disabled={busy}
        data-testid={blocked ? 'unblock-button' : 'block-button'}
        aria-label={label}
      >
        {blocked ? (
          <Icon name="unlock" aria-hidden="true" />
        ) : (
          <Icon name="slash-circle" aria-hidden="true" />
        )}
        {/* In a bar (the chat's top bar) the icon alone on phones, so the partner's name keeps its room. */}
        <span className={variant === 'bar' ? 'd-none d-md-inline ms-1' : 'ms-1'}>{label}</span>
      </button>
      {error && !confirming && (
        <div className={`${variant === 'bar' ? 'text-white' : 'text-danger'} small mt-1`} role="alert">
          {error}
        </div>
      )}
      {dialogLoaded && (
        <BlockConfirmDialog
          show={confirming}
          name={name}
          error={error}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={doBlock}
        />
      )}
    </>
  );
}
