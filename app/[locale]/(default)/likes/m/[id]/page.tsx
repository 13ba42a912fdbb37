import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { matchView } from '@/lib/server/likes/lists';
import { AppError } from '@/lib/server/http/errors';
import { redirect } from '@/lib/i18n/navigation';
import { MatchCard } from '@/components/likes/match-card';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('likes');
  return { title: t('match.title'), robots: { index: false } };
}

/** /likes/m/{id}: one match (both photos, links to the chat and the profile); 404 when not a match. */
export default async function MatchPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { site, settings, session } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  if (!/^\d{1,9}$/.test(id)) notFound();
  const view = await matchView(site, session.user, Number(id)).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!view) notFound();
  return (
    <div className="container py-4">
      <MatchCard
        me={view.me}
        profile={view.profile}
        matchedAt={view.matched_at}
        fictionalIcon={settings.fictional_icon}
      />
    </div>
  );
}
