import 'server-only';
import { createTranslator } from 'next-intl';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** What the service worker shows (lib/worker/push-handlers.ts reads the same shape). */
export type PushPayload = {
  type: 'message' | 'like' | 'match';
  title: string;
  body: string;
  /** Same-origin path the click opens, in the member's locale. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: string;
  conversation_id?: number;
  profile_id?: number;
};

/** A message preview: one line, at most this many characters. */
export const PREVIEW_CHARS = 100;

export function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

const localePath = (locale: Locale, path: string) => (locale === defaultLocale ? path : `/${locale}${path}`);

async function translator(locale: Locale) {
  const messages = (await import(`@/messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'push' });
}

export type PushNews =
  | { kind: 'message'; conversationId: number; senderName: string; messageKind: string; body: string }
  | { kind: 'like' | 'match'; profileId: number; name: string };

/** The notification of a piece of news, in the member's language. */
export async function pushContent(locale: Locale, news: PushNews): Promise<PushPayload> {
  const t = await translator(locale);
  if (news.kind === 'message') {
    const body =
      news.messageKind === 'image'
        ? t('message.photo')
        : news.messageKind === 'gift'
          ? t('message.gift')
          : preview(news.body);
    return {
      type: 'message',
      title: t('message.title', { name: news.senderName }),
      body,
      url: localePath(locale, `/chats/${news.conversationId}`),
      tag: `chat-${news.conversationId}`,
      conversation_id: news.conversationId,
    };
  }
  if (news.kind === 'match') {
    return {
      type: 'match',
      title: t('match.title'),
      body: t('match.body', { name: news.name }),
      url: localePath(locale, `/likes/m/${news.profileId}`),
      tag: `match-${news.profileId}`,
      profile_id: news.profileId,
    };
  }
  return {
    type: 'like',
    title: t('like.title'),
    body: t('like.body', { name: news.name }),
    url: localePath(locale, '/likes/received'),
    tag: 'likes',
    profile_id: news.profileId,
  };
}
