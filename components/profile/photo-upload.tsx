'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useUploadPhoto } from '@/lib/api-client/photos';
import { apiError, type ApiError } from '@/lib/api-client/api-error';
import { PHOTO_ACCEPT, PHOTO_LIMITS } from '@/lib/utils/photo-limits';
import { Icon } from '@/components/ui/icon';

type Props = { disabled: boolean; onError: (e: ApiError | null) => void };

/** Picks a file and uploads it with a progress bar; the server re-encodes it and keeps it pending. */
export function PhotoUpload({ disabled, onError }: Props) {
  const t = useTranslations('photos');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto((f) => setProgress(f === null ? null : Math.round(f * 100)));

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    onError(null);
    // Refused here already, so a member on a slow line does not wait 10 MB for a 413.
    if (file.size > PHOTO_LIMITS.maxBytes) return onError({ error: 'photo_too_large' });
    setProgress(0);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      onError(apiError(err));
    } finally {
      setProgress(null);
    }
  };

  const uploading = upload.isPending;
  return (
    <div className="mb-3">
      <input
        ref={input}
        id="photo-upload-input"
        type="file"
        accept={PHOTO_ACCEPT}
        className="d-none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onPick(e.target.files?.[0])}
      />
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
      >
        <Icon name="camera" className="me-2" aria-hidden="true" />
        {t('upload')}
      </button>
      <div className="form-text">{t('hint', { mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 })}</div>
      {uploading && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('uploadProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress ?? undefined}
        >
          <div
            className={`progress-bar ${progress === null || progress >= 100 ? 'progress-bar-striped progress-bar-animated' : ''}`}
            style={{ width: `${progress ?? 100}%` }}
          >
            {progress !== null && progress < 100 ? `${progress}%` : t('processing')}
          </div>
        </div>
      )}
    </div>
  );
}
