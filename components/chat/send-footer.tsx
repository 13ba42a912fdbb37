'use client';

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { GifSearchPopover, GiftPicker, PhotoPicker } from './lazy-pickers';
import type { ChatGift, GifResult, OwnPhoto } from './types';
import { Icon } from '@/components/ui/icon';

type Props = {
  /** settings.message_length */
  maxLength: number;
  /** ?text= of the icebreaker (prefills the textarea). */
  initialText?: string;
  /** ?gift=1 opens the gift picker at once. */
  initialGiftPicker?: boolean;
  gifts: ChatGift[];
  photos: OwnPhoto[];
  photoCredits: number;
  searchGifs: (query: string) => Promise<GifResult[]>;
  /** Sends a text; resolves true when it was accepted (the textarea then clears). */
  onSendText: (text: string) => Promise<boolean> | boolean;
  onSendGift: (gift: ChatGift) => void;
  onSendPhoto: (photo: OwnPhoto) => void;
  onSendGif: (gif: GifResult) => void;
  /** Called while the member types (the page throttles the typing signal). */
  onTyping?: () => void;
  disabled?: boolean;
};

/** The send footer (spec §2): textarea with a length counter, send, gif search, gift and photo pickers. */
export function SendFooter(props: Props) {
  const { maxLength, gifts, photos, photoCredits, disabled = false } = props;
  const t = useTranslations('chat.footer');
  const id = useId();
  const [text, setText] = useState(props.initialText?.slice(0, maxLength) ?? '');
  const [picker, setPicker] = useState<'gift' | 'photo' | 'gif' | null>(
    props.initialGiftPicker ? 'gift' : null,
  );
  const [busy, setBusy] = useState(false);
  const tooLong = text.length > maxLength;
  const canSend = !disabled && !busy && text.trim().length > 0 && !tooLong;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    setBusy(true);
    try {
      if (await props.onSendText(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  };

  // Enter sends, Shift+Enter makes a new line (what chat users expect on a keyboard).
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <div className="border-top bg-body p-2" data-testid="send-footer">
      {picker === 'gif' && (
        <GifSearchPopover
          search={props.searchGifs}
          onClose={() => setPicker(null)}
          onPick={(gif) => {
            setPicker(null);
            props.onSendGif(gif);
          }}
        />
      )}
      <form onSubmit={submit} className="d-flex align-items-end gap-2">
        <div className="btn-group">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setPicker(picker === 'gif' ? null : 'gif')}
            disabled={disabled}
            aria-expanded={picker === 'gif'}
            aria-label={t('gif')}
          >
            <span aria-hidden="true" className="fw-bold small">
              GIF
            </span>
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setPicker('gift')}
            disabled={disabled}
            aria-label={t('gift')}
          >
            <Icon name="gift" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setPicker('photo')}
            disabled={disabled}
            aria-label={t('photo')}
          >
            <Icon name="image" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-grow-1">
          <label htmlFor={`${id}-text`} className="visually-hidden">
            {t('label')}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control ${tooLong ? 'is-invalid' : ''}`}
            rows={1}
            value={text}
            placeholder={t('placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              props.onTyping?.();
            }}
            onKeyDown={onKeyDown}
            disabled={disabled}
            aria-describedby={`${id}-count`}
            aria-invalid={tooLong}
          />
          <div
            id={`${id}-count`}
            className={`small text-end ${tooLong ? 'text-danger' : 'text-body-secondary'}`}
            data-testid="length-counter"
          >
            {t('counter', { length: text.length, max: maxLength })}
          </div>
        </div>
        {/* On phones the icon alone, so the text field keeps its width; the name stays "Send". */}
        <button type="submit" className="btn btn-primary mb-4" disabled={!canSend} aria-label={t('send')}>
          <Icon name="send" aria-hidden="true" />
          <span className="d-none d-sm-inline ms-1">{t('send')}</span>
        </button>
      </form>
      <GiftPicker
        show={picker === 'gift'}
        gifts={gifts}
        onHide={() => setPicker(null)}
        onPick={(gift) => {
          setPicker(null);
          props.onSendGift(gift);
        }}
      />
      <PhotoPicker
        show={picker === 'photo'}
        photos={photos}
        credits={photoCredits}
        onHide={() => setPicker(null)}
        onPick={(photo) => {
          setPicker(null);
          props.onSendPhoto(photo);
        }}
      />
    </div>
  );
}
