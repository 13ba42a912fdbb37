'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { BubbleMessage } from './types';
import { Icon } from '@/components/ui/icon';

type Props = {
  message: BubbleMessage;
  /** Sent by the member (right-aligned, primary colour). */
  mine: boolean;
  /** A failed optimistic message offers a retry. */
  onRetry?: (message: BubbleMessage) => void;
};

// GIFs from the gif search travel as text messages holding only the GIF's address; they show as
// an image (no other URLs are turned into images, so a member cannot embed arbitrary pictures).
const GIF_BODY = /^(\/gifs\/[\w-]+\.gif|https:\/\/media\d*\.(tenor|giphy)\.com\/\S+)$/;

/** A gift's translated name (gifts.<slug>); the slug itself for a gift added after the translations. */
export function giftName(t: ReturnType<typeof useTranslations<'gifts'>>, slug: string): string {
  return t.has(slug as never) ? t(slug as never) : slug;
}

export function isGifBody(body: string | null | undefined): boolean {
  return Boolean(body && GIF_BODY.test(body.trim()));
}

/** One message in the conversation: text, image or gift (spec §2 chat screen). */
export function MessageBubble({ message, mine, onRetry }: Props) {
  const t = useTranslations('chat');
  const tGift = useTranslations('gifts');
  const format = useFormatter();
  const time = format.dateTime(new Date(message.created_at), { hour: '2-digit', minute: '2-digit' });
  const side = mine ? 'justify-content-end' : 'justify-content-start';
  const look = mine ? 'text-bg-primary' : 'bg-body-secondary';

  let content;
  if (message.kind === 'image') {
    content = message.image ? (
      // eslint-disable-next-line @next/next/no-img-element -- user photos come from the CDN prefix
      <img
        src={message.image.url}
        alt={t('imageAlt')}
        className="img-fluid rounded"
        style={{ maxHeight: 240 }}
      />
    ) : message.pending || message.failed ? (
      // Still on its way (normally the chosen photo shows): never "no longer available".
      <Icon name="image" className="fs-1" role="img" aria-label={t('imageAlt')} />
    ) : (
      <span className="fst-italic">{t('imageUnavailable')}</span>
    );
  } else if (message.kind === 'gift') {
    content = (
      <span className="d-flex align-items-center gap-2">
        {message.gift?.image && (
          // eslint-disable-next-line @next/next/no-img-element -- small static gift picture
          <img src={message.gift.image} alt="" width={48} height={48} />
        )}
        <span>{t('giftSent', { gift: message.gift ? giftName(tGift, message.gift.slug) : '' })}</span>
      </span>
    );
  } else if (isGifBody(message.body)) {
    content = (
      // eslint-disable-next-line @next/next/no-img-element -- animated GIF from the gif search
      <img
        src={message.body!.trim()}
        alt={t('gifAlt')}
        className="img-fluid rounded"
        style={{ maxHeight: 200 }}
      />
    );
  } else {
    content = <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</span>;
  }

  return (
    <div className={`d-flex ${side} mb-2`} data-testid="message-bubble" data-kind={message.kind}>
      <div className={`rounded-3 px-3 py-2 ${look}`} style={{ maxWidth: '75%' }}>
        {content}
        <div className="small opacity-75 text-end mt-1">
          {message.failed ? (
            <span role="alert">
              {t('notSent')}{' '}
              {onRetry && (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline text-reset"
                  onClick={() => onRetry(message)}
                >
                  {t('retry')}
                </button>
              )}
            </span>
          ) : message.pending ? (
            <span>{t('sending')}</span>
          ) : (
            <time dateTime={message.created_at}>{time}</time>
          )}
        </div>
      </div>
    </div>
  );
}
