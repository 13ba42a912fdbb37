'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { giftName } from './message-bubble';
import type { ChatGift } from './types';

type Props = {
  show: boolean;
  gifts: ChatGift[];
  onHide: () => void;
  onPick: (gift: ChatGift) => void;
};

/** The gifts with their credit prices (spec §2 send footer); picking one sends it. */
export function GiftPicker({ show, gifts, onHide, onPick }: Props) {
  const t = useTranslations('chat.giftPicker');
  const tGift = useTranslations('gifts');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="gift-picker-title" data-testid="gift-picker">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="gift-picker-title" as="h2" className="h5">
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {gifts.length === 0 ? (
          <p className="mb-0">{t('none')}</p>
        ) : (
          <ul className="list-unstyled row row-cols-3 g-2 mb-0">
            {gifts.map((gift) => (
              <li key={gift.id} className="col">
                <button
                  type="button"
                  className="btn btn-outline-secondary w-100 h-100 d-flex flex-column align-items-center"
                  onClick={() => onPick(gift)}
                  aria-label={t('send', { gift: giftName(tGift, gift.slug), credits: gift.credits })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static gift picture */}
                  <img src={gift.image} alt="" width={56} height={56} />
                  <span className="small">{giftName(tGift, gift.slug)}</span>
                  <span className="small text-body-secondary">{t('price', { credits: gift.credits })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Modal>
  );
}
