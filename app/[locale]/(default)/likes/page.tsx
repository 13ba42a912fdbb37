import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LikesView, likesMetadata } from './likes-view';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return likesMetadata('received');
}

/** /likes: the likes tabs, opening on "received" (the same page as /likes/received). */
export default async function LikesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LikesView tab="received" locale={locale} />;
}
