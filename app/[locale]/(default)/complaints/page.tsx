// Spec §2 /complaints: a form for visitors and members; ?profile={id} or ?conversation={id}
// names what the complaint is about (a conversation only for a member who is part of it).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/server/page-context';
import { complaintSubject } from '@/lib/server/complaints/service';
import { publicPageMetadata } from '@/lib/server/legal/seo';
import { ComplaintForm } from '@/components/legal/complaint-form';
import { complaintTexts } from '@/components/legal/complaint-texts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ profile?: string | string[]; conversation?: string | string[] }>;
};

function idOf(value: string | string[] | undefined): number | undefined {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [{ site, settings }, t] = await Promise.all([getPageContext(), getTranslations('complaints')]);
  return publicPageMetadata({
    site,
    settings,
    locale: locale as Locale,
    path: '/complaints',
    title: t('title'),
    description: t('description', { site: settings.name }),
  });
}

export default async function ComplaintsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { site, session } = await getPageContext();
  const t = await getTranslations();
  const subject = await complaintSubject(site, session, {
    profileId: idOf(query.profile),
    conversationId: idOf(query.conversation),
  });
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-3">{t('complaints.title')}</h1>
      <p>{t('complaints.intro')}</p>
      {subject && (
        <p className="alert alert-secondary" data-testid="complaint-subject">
          {subject.kind === 'profile'
            ? t('complaints.aboutProfile', { name: subject.name })
            : t('complaints.aboutConversation', { name: subject.name })}
        </p>
      )}
      {/* Its strings come translated: the form loads no translation runtime (issue 10). */}
      <ComplaintForm
        texts={complaintTexts(t)}
        profileId={subject?.kind === 'profile' ? subject.id : undefined}
        conversationId={subject?.kind === 'conversation' ? subject.id : undefined}
      />
    </div>
  );
}
