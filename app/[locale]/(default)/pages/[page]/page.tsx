// Spec §2 legal and info pages: /pages/terms|privacy|cookies|ban|return-policy|faq|service.
// A server component without client JS or cookies of its own: it reads the host's site only, so
// it renders alike for every visitor of a host and locale (the layout's islands hold the rest).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { geoipCountry } from '@/lib/server/http/request-info';
import {
  getPublicContext,
  LEGAL_SLUGS,
  legalValues,
  privacyVariant,
  siteText,
  type LegalPage,
  type LegalSlug,
} from '@/lib/server/legal/service';
import { fillPlaceholders, parseBody } from '@/lib/utils/legal-body';
import { publicPageMetadata } from '@/lib/server/legal/seo';
import { LegalBody } from '@/components/legal/legal-body';
import { CompanyDetails } from '@/components/legal/company-details';

type Props = {
  params: Promise<{ locale: string; page: string }>;
  searchParams: Promise<{ variant?: string | string[] }>;
};

/** messages/*.json namespace of each page. */
const NAMESPACE: Record<LegalPage, string> = {
  terms: 'legal.terms',
  privacy: 'legal.privacy',
  'privacy-us': 'legal.privacyUs',
  cookies: 'legal.cookies',
  ban: 'legal.ban',
  'return-policy': 'legal.returnPolicy',
  faq: 'legal.faq',
  service: 'legal.service',
};

function isSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}

async function resolve(props: Props) {
  const [{ locale, page: slug }, { variant }] = await Promise.all([props.params, props.searchParams]);
  if (!hasLocale(routing.locales, locale) || !isSlug(slug)) notFound();
  const asked = typeof variant === 'string' ? variant : null;
  const page: LegalPage = slug === 'privacy' ? privacyVariant(locale, geoipCountry(await headers()), asked) : slug;
  return { locale: locale as Locale, slug, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug, page } = await resolve(props);
  const [{ site, settings }, t] = await Promise.all([getPublicContext(), getTranslations({ locale, namespace: NAMESPACE[page] })]);
  const meta = publicPageMetadata({
    site,
    settings,
    locale,
    path: `/pages/${slug}`,
    title: t('title'),
    description: t('description', { site: settings.name }),
  });
  // The access-ban notice is for the member it concerns, not for search results.
  return slug === 'ban' ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export default async function LegalPageRoute(props: Props) {
  const { locale, slug, page } = await resolve(props);
  setRequestLocale(locale);
  const [{ site, settings }, t, tl] = await Promise.all([
    getPublicContext(),
    getTranslations({ locale, namespace: NAMESPACE[page] }),
    getTranslations({ locale, namespace: 'legal' }),
  ]);
  const values = legalValues(settings, locale);
  const own = await siteText(site.id, page, locale);
  const body = own !== null ? fillPlaceholders(own, values) : t('body', values);

  return (
    <article className="container py-5" style={{ maxWidth: 820 }} data-page={page}>
      <h1 className="h2 mb-2">{t('title')}</h1>
      {(slug === 'terms' || slug === 'privacy') && (
        <p className="text-body-secondary" data-testid="version-date">
          {tl('versionDate', { date: values.date })}
        </p>
      )}
      {slug === 'service' && <CompanyDetails settings={settings} />}
      <LegalBody blocks={parseBody(body)} />
      {slug === 'privacy' && locale === 'en' && (
        <p className="mt-4 small">
          <Link href={{ pathname: '/pages/privacy', query: { variant: page === 'privacy-us' ? 'eu' : 'us' } }}>
            {page === 'privacy-us' ? tl('euVariant') : tl('usVariant')}
          </Link>
        </p>
      )}
      <p className="mt-4 small text-body-secondary">
        {tl.rich('questions', {
          complaints: (chunks) => <Link href="/complaints">{chunks}</Link>,
          service: (chunks) => <Link href="/pages/service">{chunks}</Link>,
        })}
      </p>
    </article>
  );
}
