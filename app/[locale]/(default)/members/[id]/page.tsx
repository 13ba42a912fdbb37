import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/server/legal/seo';
import type { Locale } from '@/lib/i18n/locales';
import { AppError } from '@/lib/server/http/errors';
import { viewProfile } from '@/lib/server/profiles/view';
import { blockedNotice } from '@/lib/server/profiles/blocked-notice';
import { ProfileOverview } from '@/components/members/profile-overview';
import { ProfilePhotos } from '@/components/members/profile-photos';
import { ProfileActions } from '@/components/members/profile-actions';
import { MemberGrid } from '@/components/members/member-card';
import type { ProfileView } from '@/lib/schemas/public-profile';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string; id: string }> };

type Loaded = { view: ProfileView } | { blockedBy: string } | { missing: true };

/** Once per request for the page and its metadata (viewing also clears like_new). */
const load = cache(async (rawId: string): Promise<Loaded> => {
  if (!/^\d{1,9}$/.test(rawId) || Number(rawId) < 1) return { missing: true };
  const { site, session } = await getPageContext();
  try {
    return { view: await viewProfile(site, session?.user ?? null, Number(rawId), { markSeen: false }) };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    if (err.code === 'blocked') return { blockedBy: String(err.details.name ?? '') };
    return { missing: true };
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const loaded = await load(id);
  if (!('view' in loaded))
    return { title: (await getTranslations('notFound'))('title'), robots: { index: false } };
  const { profile } = loaded.view;
  const [t, { site }] = await Promise.all([getTranslations('profileView'), getPageContext()]);
  return {
    title: t('metaTitle', { name: profile.name, age: profile.age }),
    description: t('metaDescription', { name: profile.name, age: profile.age }),
    alternates: alternatesFor(site, `/members/${profile.id}`, (await getLocale()) as Locale),
    // Public profiles are for search engines only where visitors may browse members (sitemap).
    ...(site.config.loggedOutSearch ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * /members/{id} (spec §2): another member's profile, rendered on the server (crawlers get the
 * overview). Missing, disabled and blocking profiles are HTTP 404; the blocked member's 404 says
 * "You're blocked by {name}" (not-found.tsx beside this file).
 */
export default async function MemberPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const loaded = await load(id);
  if (!('view' in loaded)) {
    blockedNotice().resolve('blockedBy' in loaded ? loaded.blockedBy : null);
    notFound();
  }
  blockedNotice().resolve(null);
  const { settings, user } = await getPageContext();
  const { profile, like, blocked_by_me: blockedByMe, own, similar } = loaded.view;
  const [t, tc] = await Promise.all([getTranslations('profileView'), getTranslations('complaints')]);
  const countryName =
    new Intl.DisplayNames([await getLocale()], { type: 'region' }).of(profile.country) ?? profile.country;
  const target = { id: profile.id, name: profile.name, main_image: profile.main_image };

  return (
    <div className="container py-4" data-testid="profile-view" data-profile-id={profile.id}>
      <ClientMessages namespaces={['blocks', 'errors', 'icebreaker', 'matchModal', 'profileView']}>
        <QueryIsland>
          <div className="row g-4">
            <div className="col-md-5">
              <ProfilePhotos
                profile={target}
                photos={profile.photos}
                cdnPrefix={settings.cdn_prefix}
                loggedIn={Boolean(user)}
              />
            </div>
            <div className="col-md-7">
              <ProfileOverview
                profile={profile}
                interests={settings.interests}
                fictionalIcon={settings.fictional_icon}
                fictionalWarning={settings.fictional_warning}
                countryName={countryName}
                actions={
                  <ProfileActions
                    profile={target}
                    loggedIn={Boolean(user)}
                    own={own}
                    like={like}
                    blockedByMe={blockedByMe}
                  />
                }
              />
              {!own && (
                <p className="small mt-3 mb-0">
                  <Link
                    href={{ pathname: '/complaints', query: { profile: profile.id } }}
                    className="link-secondary"
                  >
                    {tc('reportProfile', { name: profile.name })}
                  </Link>
                </p>
              )}
            </div>
          </div>
        </QueryIsland>
      </ClientMessages>
      {similar.length > 0 && (
        <section className="mt-5" aria-labelledby="similar-title">
          <h2 id="similar-title" className="h4 mb-3">
            {t('similar')}
          </h2>
          <MemberGrid
            profiles={similar}
            cdnPrefix={settings.cdn_prefix}
            fictionalIcon={settings.fictional_icon}
            testId="similar-profiles"
          />
        </section>
      )}
    </div>
  );
}
