import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Settings } from '@/lib/schemas/settings';

export const FOOTER_LINKS = [
  ['terms', '/pages/terms'],
  ['privacy', '/pages/privacy'],
  ['cookies', '/pages/cookies'],
  ['ban', '/pages/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returns', '/pages/return-policy'],
  ['faq', '/pages/faq'],
  ['service', '/pages/service'],
] as const;

/** The support phone is dialled with dashes and spaces removed (spec §9). */
export function dialable(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/**
 * The company name ends the copyright's first sentence: it gets the full stop unless it already
 * ends with one ("Heartline Media B.V."), so the line never reads "B.V.." (issue 11).
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

type Props = { settings: Settings; loggedIn: boolean };

/** Two variants: visitors get the pitch and company details, members a compact bar. */
export async function Footer({ settings, loggedIn }: Props) {
  const t = await getTranslations('footer');
  const locale = await getLocale();
  const { company } = settings;
  const year = new Date().getFullYear();

  return (
    <footer className={`mt-5 py-4 ${loggedIn ? 'bg-light' : 'bg-dark text-light'}`} data-variant={loggedIn ? 'member' : 'visitor'}>
      <div className="container">
        {!loggedIn && <p className="lead mb-3">{t('loggedOutPitch', { site: settings.name })}</p>}
        <nav aria-label={t('label')}>
          <ul className="list-inline mb-3">
            {FOOTER_LINKS.map(([key, href]) => (
              <li key={key} className="list-inline-item me-3">
                <Link href={href} className={loggedIn ? 'link-secondary' : 'link-light'}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!loggedIn && (
          <>
            <p className="small mb-1">
              {t('companyLine', { company: company.name, address: company.address, city: company.city, kvk: company.kvk })}
            </p>
            <p className="small mb-1">
              {t.rich('contact', {
                email: settings.support_email,
                phone: settings.support_phone,
                mail: (chunks) => (
                  <a className="link-light" href={`mailto:${settings.support_email}`}>
                    {chunks}
                  </a>
                ),
                tel: (chunks) => (
                  <a className="link-light" href={`tel:${dialable(settings.support_phone)}`}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </>
        )}
        {locale === 'en' && (
          <p className="small mb-1" data-testid="us-footer">
            {t('usCompliance')}
          </p>
        )}
        <p className="small mb-0">{t('copyright', { year, companySentence: asSentence(company.name) })}</p>
      </div>
    </footer>
  );
}
