'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';

export function SignOutButton() {
  const t = useTranslations('admin.shell');
  const router = useRouter();
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm"
      onClick={async () => {
        await adminFetch('/api/admin/session', { method: 'DELETE' }).catch(() => undefined);
        router.replace('/admin/login');
        router.refresh();
      }}
    >
      {t('signOut')}
    </button>
  );
}
