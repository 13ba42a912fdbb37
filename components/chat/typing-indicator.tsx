'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';

/** "Anna is typing…" under the messages while the partner types (spec §2); polite live region. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  const t = useTranslations('chat');
  return (
    <div
      className="small text-body-secondary px-3"
      style={{ minHeight: '1.5em' }}
      aria-live="polite"
      data-testid="typing-indicator"
    >
      {typing && (
        <span>
          <Icon name="three-dots" className="me-1" aria-hidden="true" />
          {t('typing', { name })}
        </span>
      )}
    </div>
  );
}
