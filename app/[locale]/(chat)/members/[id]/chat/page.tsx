import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatScreen } from '../../../chat-screen';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ text?: string | string[]; gift?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('chats');
  return { title: t('title'), robots: { index: false } };
}

/** /members/{id}/chat: the conversation with a profile (started by the first message); ?text= and ?gift=1. */
export default async function MemberChatPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <ChatScreen target={{ profileId: Number(id) }} locale={locale} search={await searchParams} />;
}
