import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { likeTabs, type LikeTab } from '@/lib/schemas/likes';
import { LikesView, likesMetadata } from '../likes-view';

type Props = { params: Promise<{ locale: string; type: string }> };

const isTab = (type: string): type is LikeTab => (likeTabs as readonly string[]).includes(type);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return isTab(type) ? likesMetadata(type) : {};
}

/** /likes/{type}: received | sent | matches; any other type is a 404. */
export default async function LikesTypePage({ params }: Props) {
  const { locale, type } = await params;
  setRequestLocale(locale);
  if (!isTab(type)) notFound();
  return <LikesView tab={type} locale={locale} />;
}
