'use client';

import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { Icon } from '@/components/ui/icon';

/**
 * The live-cam promo tile (spec §2): a sponsored link to the site's live_cam_url, opening in a
 * new tab. Renders nothing when the site has no URL. Fits a card grid cell (search results) or
 * stands alone (the swipe game when the deck or the day's likes run out).
 */
export function LiveCamTile({ className = '' }: { className?: string }) {
  const t = useTranslations('liveCam');
  const { live_cam_url: url } = useSettings();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="sponsored noopener"
      className={`card h-100 text-decoration-none text-white border-0 overflow-hidden ${className}`}
      style={{ background: 'linear-gradient(135deg, #6f2dbd 0%, #c2185b 100%)' }}
      aria-label={t('label')}
      data-testid="live-cam-tile"
    >
      <div className="card-body d-flex flex-column justify-content-between gap-3 p-3">
        <div className="d-flex justify-content-between align-items-start">
          <span className="badge text-bg-danger d-inline-flex align-items-center gap-1">
            <Icon name="record-circle-fill" aria-hidden="true" />
            {t('live')}
          </span>
          <span className="small opacity-75">{t('ad')}</span>
        </div>
        <div>
          <Icon name="camera-video-fill" className="fs-1" aria-hidden="true" />
          <p className="h5 mt-2 mb-1">{t('title')}</p>
          <p className="small mb-0 opacity-75">{t('text')}</p>
        </div>
        <span className="btn btn-light btn-sm fw-semibold align-self-start">
          {t('cta')} <Icon name="box-arrow-up-right" className="ms-1" aria-hidden="true" />
        </span>
      </div>
    </a>
  );
}
