import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { getPageContext } from '@/lib/server/page-context';
import { searchDefaults } from '@/lib/server/search/defaults';
import { MemberSearch } from '@/components/members/member-search';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('members');
  return { title: t('title') };
}

/** /members: the member search (spec §2). The results load in the browser, page by page. */
export default async function MembersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { settings, user } = await getPageContext();
  const t = await getTranslations('members');
  const defaults = await searchDefaults(await getDb(), user?.id ?? null, settings);
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('title')}</h1>
      <ClientMessages namespaces={['errors', 'liveCam', 'members', 'profileAttributes']}>
        <MemberSearch owner={user ? `user:${user.id}` : 'visitor'} defaults={defaults} />
      </ClientMessages>
    </div>
  );
}
