import { getTranslations } from 'next-intl/server';
import type { Settings } from '@/lib/schemas/settings';
import { FictionalIcon } from '@/components/ui/fictional-icon';

export async function Disclaimer({ settings }: { settings: Settings }) {
  const t = await getTranslations('disclaimer');
  return (
    <aside className="disclaimer container py-3 text-body-secondary" aria-label={settings.name}>
      <p className="mb-1">{t('adults', { site: settings.name })}</p>
      {settings.fictional_warning && (
        <p className="mb-1">
          {t.rich('fictional', {
            icon: () => <FictionalIcon name={settings.fictional_icon} aria-hidden="true" />,
          })}
        </p>
      )}
      <p className="mb-0">{t('credits')}</p>
    </aside>
  );
}
