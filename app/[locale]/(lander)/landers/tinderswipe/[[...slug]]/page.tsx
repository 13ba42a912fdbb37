import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { publicPageMetadata } from '@/lib/server/legal/seo';
import type { Locale } from '@/lib/i18n/locales';
import { isLanderSlug } from '@/lib/server/landers/names';
import { landerProfiles, landerVariant } from '@/lib/server/landers/service';
import type { LanderCopy } from '@/lib/schemas/lander';
import { signupHref, trackingOfPage, type PageSearchParams } from '@/lib/server/landers/signup-href';
import { TinderSwipe } from '@/components/landers/tinder-swipe';

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<PageSearchParams>;
};

// Enough to get a feel for it; the rest is behind the signup.
const CARDS = 6;

function slugOf(slug: string[] | undefined): string | undefined {
  if (slug && (slug.length > 1 || !isLanderSlug(slug[0]))) notFound();
  return slug?.[0];
}

async function copyFor(
  slug: string | undefined,
  locale: string,
): Promise<{ copy: LanderCopy; own: boolean }> {
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('landers.tinderswipe')]);
  const own = await landerVariant(site, 'tinderswipe', slug, locale);
  return { copy: own ?? { headline: t('headline'), text: t('text') }, own: Boolean(own) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const slug = slugOf(p.slug);
  const [{ site, settings }, { copy, own }] = await Promise.all([getPageContext(), copyFor(slug, p.locale)]);
  return publicPageMetadata({
    site,
    settings,
    locale: p.locale as Locale,
    path: own && slug ? `/landers/tinderswipe/${slug}` : '/landers/tinderswipe',
    title: copy.headline,
    description: copy.text,
  });
}

/** /landers/tinderswipe/{slug?}: swipe through a few of the site's profiles, then the signup. */
export default async function TinderSwipeLander({ params, searchParams }: Props) {
  const p = await params;
  setRequestLocale(p.locale);
  const slug = slugOf(p.slug);
  const [{ site, settings }, { copy }, query] = await Promise.all([
    getPageContext(),
    copyFor(slug, p.locale),
    searchParams,
  ]);
  const [profiles, t] = await Promise.all([
    landerProfiles(site, settings.geoip_selected_country, CARDS),
    getTranslations('landers'),
  ]);
  // Translated here: the swipe island shows them without a translation runtime (issue 10).
  const texts = {
    help: t('tinderswipe.help'),
    pass: t('tinderswipe.pass'),
    like: t('tinderswipe.like'),
    fictional: t('common.fictional'),
    done: t('tinderswipe.done'),
    doneText: t('tinderswipe.doneText'),
    cta: t('common.cta'),
    positions: profiles.map((_, i) => t('tinderswipe.position', { current: i + 1, total: profiles.length })),
  };
  return (
    <section className="container py-4" data-lander="tinderswipe">
      <h1 className="h2 fw-bold text-center">{copy.headline}</h1>
      <p className="lead text-center">{copy.text}</p>
      <TinderSwipe
        cards={profiles.map((x) => ({
          id: x.id,
          name: x.name,
          age: x.age,
          city: x.city,
          isFictional: x.isFictional,
          src: `${settings.cdn_prefix}${x.photo.filename}`,
          width: x.photo.width,
          height: x.photo.height,
          alt: t('common.photoOf', { name: x.name }),
          ageText: t('common.age', { age: x.age }),
        }))}
        texts={texts}
        fictionalIcon={settings.fictional_icon}
        signupHref={signupHref('/signup', trackingOfPage(query))}
      />
    </section>
  );
}
