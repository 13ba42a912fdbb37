import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/server/page-context';
import { isLanderSlug } from '@/lib/server/landers/names';
import { landerProfile, landerVariant } from '@/lib/server/landers/service';
import type { LanderCopy } from '@/lib/schemas/lander';
import { signupHref, trackingOfPage, type PageSearchParams } from '@/lib/server/landers/signup-href';
import { MemberLanding } from '@/components/landers/member-landing';

export type MemberLandingProps = {
  params: Promise<{ locale: string; id: string; slug?: string[] }>;
  searchParams: Promise<PageSearchParams>;
};

/** The profile id of the URL, or a 404 for anything that is not one. */
function parse(id: string, slug: string[] | undefined): { id: number; slug: string | undefined } {
  if (!/^\d{1,9}$/.test(id) || (slug && (slug.length > 1 || !isLanderSlug(slug[0])))) notFound();
  return { id: Number(id), slug: slug?.[0] };
}

/** Ad landings are entry points, not content to index: one member's page stays out of search engines. */
export async function memberLandingMetadata(design: 1 | 2 | 3, props: MemberLandingProps): Promise<Metadata> {
  const p = await props.params;
  const { id } = parse(p.id, p.slug);
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('landers.member')]);
  const profile = await landerProfile(site, id);
  return {
    title: profile ? t(`headline${design}`, { name: profile.name }) : undefined,
    robots: { index: false, follow: true },
  };
}

/**
 * /members/{id}/landing, landing2/{slug?}, landing3/{slug?}: the member's profile large with a
 * pitch and the signup that starts with a message to them. landing2 and landing3 take the
 * site's copy variant for the slug ("{name}" in it becomes the member's name). A profile the
 * site does not show (gone, disabled, no approved photo) sends the ad's visitor to the gallery
 * lander with the same tracking parameters, rather than to an error.
 */
export async function renderMemberLanding(design: 1 | 2 | 3, props: MemberLandingProps) {
  const [p, query] = await Promise.all([props.params, props.searchParams]);
  setRequestLocale(p.locale);
  const { id, slug } = parse(p.id, p.slug);
  const [{ site, settings }, t] = await Promise.all([getPageContext(), getTranslations('landers.member')]);
  const tracking = trackingOfPage(query);
  const profile = await landerProfile(site, id);
  if (!profile) return redirect({ href: signupHref('/landers/gallery', tracking), locale: p.locale });
  const own = design === 1 ? null : await landerVariant(site, `landing${design}`, slug, p.locale);
  const copy: LanderCopy = own
    ? {
        headline: own.headline.replaceAll('{name}', profile.name),
        text: own.text.replaceAll('{name}', profile.name),
      }
    : {
        headline: t(`headline${design}`, { name: profile.name }),
        text: t(`text${design}`, { name: profile.name }),
      };
  return (
    <MemberLanding
      design={design}
      profile={profile}
      copy={copy}
      signupHref={signupHref(`/members/${profile.id}/signup`, tracking)}
      cdnPrefix={settings.cdn_prefix}
      fictionalIcon={settings.fictional_icon}
    />
  );
}
