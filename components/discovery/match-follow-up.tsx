'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { LikeProfile } from '@/lib/schemas/likes';
import { NewLikeModal } from '@/components/likes/lazy-new-like-modal';
import { IcebreakerModal } from './lazy-icebreaker-modal';

type Props = {
  /** The profile a like just matched with; null while there is none. */
  match: LikeProfile | null;
  /** The match modal's button ("Break the ice"). */
  actionText: string;
  /** The match modal closed (either way). */
  onDone: () => void;
};

/**
 * After a like in a discovery game turns into a match: the match modal, whose button opens the
 * icebreaker for that profile and whose photo opens the profile.
 */
export function MatchFollowUp({ match, actionText, onDone }: Props) {
  const router = useRouter();
  const [icebreaker, setIcebreaker] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      {match && (
        <NewLikeModal
          profile={match}
          variant="match"
          actionText={actionText}
          onAction={() => {
            setIcebreaker({ id: match.id, name: match.name });
            onDone();
          }}
          onImagePress={(id) => router.push(`/members/${id}`)}
          onClose={onDone}
        />
      )}
      <IcebreakerModal profile={icebreaker} onClose={() => setIcebreaker(null)} />
    </>
  );
}
