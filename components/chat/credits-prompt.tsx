'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { MessageKind } from './types';

/** The 402 answers of a send that ask the member to buy credits. */
export const CREDIT_CODES = ['credits_required', 'insufficient_credits', 'conversation_limit'] as const;

export function isCreditsCode(code: string | undefined): boolean {
  return (CREDIT_CODES as readonly string[]).includes(code ?? '');
}

type Props = {
  code: string;
  /** What the refused message was: only texts can be free, so images and gifts say so. */
  kind?: MessageKind;
  limit?: number;
};

/** A clear prompt to buy credits, linking to /credits (spec §6 free and premium limits). */
export function CreditsPrompt({ code, kind = 'text', limit = 0 }: Props) {
  const t = useTranslations('chat.credits');
  const te = useTranslations('chatErrors');
  return (
    <div
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-2"
      role="alert"
      data-testid="credits-prompt"
    >
      <span className="flex-grow-1">
        {code === 'conversation_limit'
          ? te('conversation_limit', { limit })
          : code === 'credits_required'
            ? t(kind === 'text' ? 'freeUsed' : 'paidKind')
            : t('insufficient')}
      </span>
      <Link href="/credits" className="btn btn-success btn-sm">
        {t('buy')}
      </Link>
    </div>
  );
}
