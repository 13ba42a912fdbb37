'use client';

import { useTranslations } from 'next-intl';
import { useOwnProfile } from '@/lib/api-client/profile';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';

/** /profile: photos on one side, details on the other; data prefetched by the page. */
export function ProfileEditor() {
  const t = useTranslations('profile');
  const tg = useTranslations('errors');
  const { data: profile, isError } = useOwnProfile();
  if (!profile) {
    return isError ? (
      <div className="alert alert-danger" role="alert">
        {tg('generic')}
      </div>
    ) : null;
  }
  return (
    <div className="row g-4">
      <div className="col-lg-5">
        <PhotoManager profile={profile} />
      </div>
      <div className="col-lg-7">
        {profile.status === 'disabled' && (
          <div className="alert alert-info" role="status">
            {t('hiddenNotice')}
          </div>
        )}
        <ProfileForm profile={profile} />
      </div>
    </div>
  );
}
