import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { publicPageMetadata } from '@/lib/server/legal/seo';
import type { Locale } from '@/lib/i18n/locales';
import { isLanderName, isLanderSlug, type LanderName } from '@/lib/server/landers/names';
import { landerProfiles, landerVariant } from '@/lib/server/landers/service';
import type { LanderCopy } from '@/lib/schemas/lander';
import { countryMap } from '@/lib/server/landers/map';
import { signupHref, trackingOfPage, type PageSearchParams } from '@/lib/server/landers/signup-href';
import { LanderView } from '@/components/landers/lander-view';

type Props = {
  params: Promise<{ locale: string; name: string; slug?: string[] }>;
  searchParams: Promise<PageSearchParams>;
};

/** The lander and slug of the URL, or a 404 for anything that is not one. */
function parse(name: string, slug: string[] | undefined): { name: LanderName; slug: string | undefined } {
  if (!isLanderName(name) || (slug && (slug.length > 1 || !isLanderSlug(slug[0])))) notFound();
  return { name, slug: slug?.[0] };
}

async function copyFor(
  name: LanderName,
  slug: string | undefined,
  locale: string,
): Promise<{ copy: LanderCopy; own: boolean }> {
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('landers')]);
  const own = await landerVariant(site, name, slug, locale);
  return { copy: own ?? { headline: t(`${name}.headline`), text: t(`${name}.text`) }, own: Boolean(own) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const { name, slug } = parse(p.name, p.slug);
  const [{ site, settings }, { copy, own }] = await Promise.all([
    getPageContext(),
    copyFor(name, slug, p.locale),
  ]);
  // A slug without copy of its own shows the lander's default text: its canonical URL is the lander's.
  const path = own && slug ? `/landers/${name}/${slug}` : `/landers/${name}`;
  return publicPageMetadata({
    site,
    settings,
    locale: p.locale as Locale,
    path,
    title: copy.headline,
    description: copy.text,
  });
}

/**
 * /landers/{name}/{slug?} (spec §2): eight designs on one data path: the copy (the site's variant
 * for the slug, else the default), the site's visible profiles (the visitor's country first)
 * and the way on to signup carrying the URL's tracking parameters. Nothing per visitor is read
 * here (the query is part of the page cache's key), so anonymous visits are served from cache.
 */
export default async function LanderPage({ params, searchParams }: Props) {
  const p = await params;
  setRequestLocale(p.locale);
  const { name, slug } = parse(p.name, p.slug);
  const [{ site, settings }, { copy }, query] = await Promise.all([
    getPageContext(),
    copyFor(name, slug, p.locale),
    searchParams,
  ]);
  const country = settings.geoip_selected_country;
  const profiles = await landerProfiles(site, country, name === 'alonetonight' ? 1 : 12);
  const map =
    name === 'maplanding'
      ? {
          ...countryMap(country, profiles),
          countryName: new Intl.DisplayNames([p.locale], { type: 'region' }).of(country) ?? country,
        }
      : undefined;
  return (
    // The button (LanderCta) reads no messages: no ClientMessages around it.
    <LanderView
      name={name}
      copy={copy}
      profiles={profiles}
      cdnPrefix={settings.cdn_prefix}
      fictionalIcon={settings.fictional_icon}
      signupHref={signupHref('/signup', trackingOfPage(query))}
      locale={p.locale}
      map={map}
    />
  );
}
