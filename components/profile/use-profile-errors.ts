'use client';

import { useTranslations } from 'next-intl';
import { PROFILE_ABOUT_MAX, PROFILE_HOBBIES_MAX, PROFILE_NAME_MAX } from '@/lib/schemas/profile-limits';
import { PHOTO_LIMITS } from '@/lib/utils/photo-limits';

const PROFILE_CODES = new Set([
  'name_too_short',
  'name_too_long',
  'name_at',
  'name_control',
  'name_invisible',
  'name_is_email',
  'about_too_long',
  'country_invalid',
  'region_invalid',
  'hobbies_invalid',
  'hobbies_too_many',
  'field_hidden',
  'offline',
]);

/** Translates an error code of the profile form (zod issue message or API code). */
export function useProfileErrors() {
  const t = useTranslations('profile.errors');
  const tg = useTranslations('errors');
  return (code: string | undefined): string => {
    if (!code) return t('invalid_input');
    if (!PROFILE_CODES.has(code))
      return code === 'generic' || code === 'server_error' ? tg('generic') : t('invalid_input');
    return t(code, {
      max: code.startsWith('name')
        ? PROFILE_NAME_MAX
        : code.startsWith('about')
          ? PROFILE_ABOUT_MAX
          : PROFILE_HOBBIES_MAX,
    });
  };
}

const PHOTO_CODES = new Set([
  'photo_limit',
  'photo_invalid',
  'photo_too_large',
  'photo_too_many_pixels',
  'photo_too_small',
  'photo_missing',
  'photo_not_found',
  'photo_rejected',
  'offline',
]);

/** Translates an error answer of /api/photos.php with its details. */
export function usePhotoErrors() {
  const t = useTranslations('photos.errors');
  const tg = useTranslations('errors');
  return (e: { error: string; [k: string]: unknown }): string => {
    if (!PHOTO_CODES.has(e.error)) return tg('generic');
    return t(e.error, {
      max: Number(e.max ?? 0),
      mb: Math.round(Number(e.max_bytes ?? PHOTO_LIMITS.maxBytes) / 1024 / 1024),
      megapixels: Number(e.max_megapixels ?? PHOTO_LIMITS.maxMegapixels),
      px: Number(e.min_side ?? PHOTO_LIMITS.minSide),
    });
  };
}
