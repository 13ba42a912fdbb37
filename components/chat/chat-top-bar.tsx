'use client';

import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import { BlockButton } from '@/components/blocks/block-button';
import { FictionalIcon } from '@/components/ui/fictional-icon';
import type { ChatProfile } from './types';
import { Icon } from '@/components/ui/icon';

type Props = {
  partner: ChatProfile;
  blocked: boolean;
  onBlockChange: (blocked: boolean) => void;
  /** Absent while there is no conversation yet. */
  onDelete?: () => void;
};

/** The in-chat top bar (spec §2): back, partner photo and name (to the profile), block, delete. */
export function ChatTopBar({ partner, blocked, onBlockChange, onDelete }: Props) {
  const t = useTranslations('chat.topBar');
  const settings = useSettings();
  return (
    <div
      className="d-flex align-items-center gap-2 border-bottom bg-primary text-white px-2 py-2"
      data-testid="chat-top-bar"
    >
      <Link href="/chats" className="btn btn-link text-white px-2">
        <Icon name="chevron-left" aria-hidden="true" />
        <span className="visually-hidden">{t('back')}</span>
      </Link>
      <Link
        href={`/members/${partner.id}`}
        className="d-flex align-items-center gap-2 text-white text-decoration-none flex-grow-1 min-w-0"
        aria-label={t('profile', { name: partner.name })}
      >
        {partner.main_image ? (
          // eslint-disable-next-line @next/next/no-img-element -- CDN thumbnail
          <img
            src={partner.main_image}
            alt=""
            width={36}
            height={36}
            className="rounded-circle object-fit-cover"
          />
        ) : (
          <Icon name="person-circle" className="fs-3" aria-hidden="true" />
        )}
        <span className="fw-semibold text-truncate">{partner.name}</span>
        {/* A fictional partner keeps its mark here whoever writes as it (operators, issue 15). */}
        {partner.is_fictional && (
          <FictionalIcon
            name={settings.fictional_icon}
            title={settings.fictional_singular || t('fictional')}
            aria-label={settings.fictional_singular || t('fictional')}
            role="img"
            className="flex-shrink-0"
            data-testid="chat-fictional-icon"
          />
        )}
      </Link>
      <BlockButton
        profileId={partner.id}
        name={partner.name}
        blocked={blocked}
        onChange={onBlockChange}
        variant="bar"
      />
      {onDelete && (
        <button
          type="button"
          className="btn btn-link text-white px-2"
          onClick={onDelete}
          data-testid="delete-chat"
        >
          <Icon name="trash" aria-hidden="true" />
          <span className="visually-hidden">{t('delete')}</span>
        </button>
      )}
    </div>
  );
}
