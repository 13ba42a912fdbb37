import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activation');
  return { title: t('doneTitle'), robots: { index: false } };
}

/** Where a used activation link lands (spec: "transactions / activation-done page"). */
export default async function ActivateDonePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ settings, user }, t] = await Promise.all([getPageContext(), getTranslations('activation')]);
  const steps = [
    { href: '/profile', icon: 'person-badge' as const, text: t('stepProfile') },
    { href: '/members', icon: 'search-heart' as const, text: t('stepSearch') },
    { href: '/notifications', icon: 'envelope-check' as const, text: t('stepNotifications') },
  ];
  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      <div className="text-center mb-4">
        <Icon name="check-circle-fill" className="text-success display-4" aria-hidden="true" />
        <h1 className="h3 mt-3">{t('doneTitle')}</h1>
        <p className="lead">{t('doneIntro', { site: settings.name })}</p>
      </div>
      <h2 className="h5">{t('nextSteps')}</h2>
      <ul className="list-group mb-4">
        {steps.map((s) => (
          <li key={s.href} className="list-group-item">
            <Icon name={s.icon} className="me-2 text-primary" aria-hidden="true" />
            {user ? <Link href={s.href}>{s.text}</Link> : s.text}
          </li>
        ))}
      </ul>
      {!user && (
        <Link href="/login" className="btn btn-primary">
          {t('loginAction')}
        </Link>
      )}
    </div>
  );
}
