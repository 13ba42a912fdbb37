'use client';

import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { profilesById, useLikes } from '@/lib/api-client/likes';
import type { LikeProfile, LikesData } from '@/lib/schemas/likes';
import { parseDelaySeconds } from './like-delay';
import { LikePhoto } from './like-photo';

export { parseDelaySeconds };

/**
 * Which profile the like modal shows: the one named by `?liked=<profile id>` when it liked the
 * member, otherwise the newest profile that liked the member; none without received likes.
 */
export function likeModalProfile(data: LikesData | undefined, likedParam: string | null): LikeProfile | null {
  if (!data) return null;
  const profiles = profilesById(data);
  const wanted = likedParam ? Number(likedParam) : NaN;
  const entry = data.liked_by.find((l) => l.id === wanted) ?? data.liked_by[0];
  return entry ? (profiles.get(entry.id) ?? null) : null;
}

/**
 * The like modal (spec §4): opens once the query parameter `t` (seconds) has elapsed, and `t` is
 * then removed from the URL (other parameters stay). Its photo and its button go to the profile.
 */
export function LikeModal() {
  const t = useTranslations('likeModal');
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { data } = useLikes();
  const [due, setDue] = useState(false);
  const delay = parseDelaySeconds(searchParams.get('t'));
  const liked = searchParams.get('liked');

  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      setDue(true);
      const rest = new URLSearchParams(searchParams.toString());
      rest.delete('t');
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }, delay * 1000);
    return () => window.clearTimeout(timer);
  }, [delay, pathname, router, searchParams]);

  const [closed, setClosed] = useState(false);
  const profile = due && !closed ? likeModalProfile(data, liked) : null;
  if (!profile) return null;

  const open = () => {
    setClosed(true);
    router.push(`/members/${profile.id}`);
  };

  return (
    <Modal
      show
      onHide={() => setClosed(true)}
      centered
      size="sm"
      aria-labelledby="like-modal-title"
      data-testid="like-modal"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="like-modal-title" as="h2" className="h5">
          {t('title', { name: profile.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <button
          type="button"
          className="btn p-0 border-0 rounded-circle overflow-hidden"
          onClick={open}
          aria-label={t('openProfile', { name: profile.name })}
        >
          <LikePhoto profile={profile} size={160} className="rounded-circle" />
        </button>
        <p className="mt-2 mb-0">{t('text')}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        <Button variant="secondary" onClick={open}>
          {t('view')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
