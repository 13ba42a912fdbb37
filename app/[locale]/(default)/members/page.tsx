import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getDb } from '@/lib/server/db/client';
import { getPageContext } from '@/lib/server/page-context';
import { searchDefaults } from '@/lib/server/search/defaults';
import { searchMembers, visitorMaySearch } from '@/lib/server/search/service';
import { alternatesFor } from '@/lib/server/legal/seo';
import { searchQuerySchema } from '@/lib/schemas/search';
import type { Locale } from '@/lib/i18n/locales';
import { queryKeys } from '@/lib/api-client/keys';
import { MemberSearch } from '@/components/members/member-search';
import { ClientMessages } from '@/components/i18n/client-messages';
import { HydrateLater } from '@/components/ui/hydrate-later';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('members')]);
  // Indexed only where visitors may search (the sitemap lists it then, robots.txt closes it otherwise).
  return {
    title: t('title'),
    alternates: alternatesFor(site, '/members', locale as Locale),
    ...(site.config.loggedOutSearch ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * /members: the member search (spec §2). For a member, and for a visitor where logged-out search
 * is open to all, the filters and the first page of results for the default filters are rendered
 * on the server (crawlers and the first paint see profiles, and nothing moves when the browser
 * takes over) and handed to the search store; further pages load in the browser.
 */
export default async function MembersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { site, settings, session, user } = await getPageContext();
  const t = await getTranslations('members');
  const defaults = await searchDefaults(await getDb(), user?.id ?? null, settings);
  const initial =
    user || visitorMaySearch(site, {})
      ? await searchMembers(
          site,
          session?.user ?? null,
          searchQuerySchema.parse({ gender: defaults.gender, country: defaults.country }),
        )
      : null;
  // The search filters' region select (the layout's settings leave the regions out).
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.regionData, settings.region_data);
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('title')}</h1>
      <HydrateLater>
        <QueryIsland state={dehydrate(queryClient)}>
          <ClientMessages namespaces={['errors', 'liveCam', 'members', 'profileAttributes']}>
            <MemberSearch
              owner={user ? `user:${user.id}` : 'visitor'}
              defaults={defaults}
              initial={initial}
            />
          </ClientMessages>
        </QueryIsland>
      </HydrateLater>
    </div>
  );
}
