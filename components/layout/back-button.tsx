'use client';

import { usePathname, useRouter } from 'next/navigation';
import { BACK_BUTTON_ROUTES } from '@/lib/utils/constants';
import { routeName } from '@/lib/utils/route-name';
import { useUiStore } from '@/stores/ui-store';
import { useShellTexts } from '@/lib/i18n/shell';
import { Icon } from '@/components/ui/icon';

/** Installed apps have no browser back button; these routes get one of their own (spec §2). */
export function BackButton() {
  const t = useShellTexts().nav;
  const installedApp = useUiStore((s) => s.installedApp);
  const pathname = usePathname();
  const router = useRouter();
  const name = routeName(pathname);
  if (!installedApp || !name || !BACK_BUTTON_ROUTES.includes(name)) return null;
  return (
    <button type="button" className="btn btn-link text-white px-2 me-1" onClick={() => router.back()}>
      <Icon name="chevron-left" aria-hidden="true" />
      <span className="visually-hidden">{t.back}</span>
    </button>
  );
}
