import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { getOwnProfile } from '@/lib/server/profiles/own-profile';
import { AppError } from '@/lib/server/http/errors';
import { Link, redirect } from '@/lib/i18n/navigation';
import { queryKeys } from '@/lib/api-client/keys';
import { ProfileEditor } from '@/components/profile/profile-editor';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title'), robots: { index: false } };
}

/** /profile: the member's own profile and photos (spec §2), prefetched into the client cache. */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session, settings } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const t = await getTranslations('profile');

  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.regionData, settings.region_data);
  try {
    queryClient.setQueryData(queryKeys.ownProfile, await getOwnProfile(session.user));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // A member whose signup made no profile yet: nothing to edit until signup is completed.
    return (
      <div className="container py-4">
        <h1 className="h3 mb-3">{t('title')}</h1>
        <div className="alert alert-info" role="status">
          {t('missing')}{' '}
          <Link href="/complete-signup" className="alert-link">
            {t('missingLink')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <QueryIsland state={dehydrate(queryClient)}>
        <ClientMessages namespaces={['errors', 'interests', 'photos', 'profile', 'profileAttributes']}>
          <ProfileEditor />
        </ClientMessages>
      </QueryIsland>
    </div>
  );
}
