'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { profilesById, useLike } from '@/lib/api-client/likes';
import type { LikeProfile, LikesData } from '@/lib/schemas/likes';
import { routeName } from '@/lib/utils/route-name';
import { NewLikeModal } from './lazy-new-like-modal';

/** Spec §2: the members area of the default layout. */
const MEMBERS_AREA = new Set([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-type',
  'likes-m-id',
  'premium',
]);
/** Pages that list likes themselves: a new like shows up there without a modal. */
const LIKES_PAGES = new Set(['likes', 'likes-type', 'likes-m-id']);
/** The auto-like is asked for after this long in the members area… */
export const AUTO_LIKE_DELAY_MS = 60_000;
/** …at most once per this period per browser tab (the server's own limits are far stricter). */
const AUTO_LIKE_ASK_EVERY_MS = 10 * 60_000;
const ASKED_KEY = 'hl-auto-like-asked';

type Shown = { profile?: LikeProfile; match: boolean };

function askedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(ASKED_KEY) ?? 0) < AUTO_LIKE_ASK_EVERY_MS;
  } catch {
    return false;
  }
}

function rememberAsked() {
  try {
    sessionStorage.setItem(ASKED_KEY, String(Date.now()));
  } catch {
    // Private mode without storage: ask again on the next page load, the server still limits.
  }
}

/**
 * Where the new-like modal shows (docs/decisions.md): when a poll brings a like that arrived
 * during this visit (not on the first load, not on the likes pages, not on that profile's page),
 * and once per visit after 60 s in the members area without a profile, which asks the server for
 * an automatic like. "Like back" likes the profile; a match then opens /likes/m/{id}.
 */
export function LikeModalsHost({ data }: { data: LikesData | undefined }) {
  const t = useTranslations('matchModal');
  const pathname = usePathname();
  const router = useRouter();
  const like = useLike();
  const route = routeName(pathname) ?? '';
  const inMembersArea = MEMBERS_AREA.has(route);
  const [shown, setShown] = useState<Shown | null>(null);
  const known = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (!data) return;
    const ids = data.liked_by.map((l) => l.id);
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const fresh = data.liked_by.find((l) => l.like_new && !known.current!.has(l.id));
    ids.forEach((id) => known.current!.add(id));
    if (!fresh || LIKES_PAGES.has(route) || pathname === `/members/${fresh.id}`) return;
    const profile = profilesById(data).get(fresh.id);
    if (profile) setShown((s) => s ?? { profile, match: data.matches.includes(fresh.id) });
  }, [data, route, pathname]);

  useEffect(() => {
    if (!inMembersArea || askedRecently()) return;
    const timer = window.setTimeout(() => {
      rememberAsked();
      setShown((s) => s ?? { match: false });
    }, AUTO_LIKE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inMembersArea]);

  if (!shown) return null;
  const close = () => setShown(null);
  const openProfile = (id: number) => {
    close();
    router.push(`/members/${id}`);
  };
  const act = (id: number) => {
    close();
    if (shown.match) return router.push(`/members/${id}/chat`);
    like.mutate(id, { onSuccess: (res) => res.match && router.push(`/likes/m/${id}`) });
  };

  return (
    <NewLikeModal
      profile={shown.profile}
      variant={shown.match ? 'match' : 'like'}
      actionText={shown.match ? t('sendMessage') : t('likeBack')}
      onAction={act}
      onImagePress={openProfile}
      onClose={close}
      onAutoLike={(p) => known.current?.add(p.id)}
    />
  );
}
