// The polled answers (chats.php, likes.php, user.php) take their ETag from the member's change
// marker (member_changes, bumped by triggers): every kind of change moves the ETag of every
// answer it changes, for both members. On PGlite the markers are kept in memory
// (lib/server/http/marker-cache.ts): every change below is made while the member's marker is in
// that memory, so each proves the drop too. How a poll reads the marker: poll-marker-reads.test.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as SEEN } from '@/app/api/like-seen.php/route';
import { POST as BLOCK, DELETE as UNBLOCK } from '@/app/api/block.php/route';
import { getDb } from '@/lib/server/db/client';
import { profiles, users } from '@/lib/server/db/schema';
import { grantCredits } from '@/lib/server/credits/service';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { deleteAccount } from '@/lib/server/deletion/service';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { addPhoto, chatMember, chats, markRead, remove, text, type ChatMember } from './support/chat';
import { ANSWERS, expectWarm, get, like, pair, tagsOf, type Answer } from './support/polls';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
beforeAll(async () => {
  site = await createSite();
});

/** An answer that must move, or with "?" one that may (e.g. credits, when a message was free). */
type Expect = Answer | `${Answer}?`;

/**
 * Runs `change` and checks that exactly the named answers of each member moved: a poll with the
 * old ETag answers 200 with the new data, and the unnamed answers still answer 304.
 */
async function expectChanged(
  members: [ChatMember, Expect[]][],
  change: () => Promise<unknown>,
  check?: () => Promise<void>,
) {
  const before = await Promise.all(members.map(([m]) => tagsOf(m)));
  // One more unchanged poll each, right before the change: the markers are in memory (PGlite).
  for (const [i, [m]] of members.entries()) {
    for (const answer of ANSWERS) expect((await get(answer, m.cookie, before[i][answer])).status).toBe(304);
    await expectWarm(m);
  }
  await change();
  for (const [i, [m, changed]] of members.entries()) {
    for (const answer of ANSWERS) {
      if (changed.includes(`${answer}?`)) continue;
      const res = await get(answer, m.cookie, before[i][answer]);
      expect({ member: m.profileId, answer, status: res.status }).toEqual({
        member: m.profileId,
        answer,
        status: changed.includes(answer) ? 200 : 304,
      });
    }
  }
  await check?.();
}

describe('the change marker moves the ETag of every answer a change alters', () => {
  it('a message: both chats lists (and the sender’s user.php when it cost credits)', async () => {
    const { ann, ben } = await pair(site.id);
    await expectChanged(
      [
        [ann, ['chats', 'user?']],
        [ben, ['chats']],
      ],
      () => text(ann.cookie, { profile_id: ben.profileId }, 'again'),
    );
  });

  it('reading: the reader’s chats list', async () => {
    const { ann, ben } = await pair(site.id);
    const id = (await chats(ben.cookie)).json.chats[0].conversation.id;
    await expectChanged(
      [
        [ann, []],
        [ben, ['chats']],
      ],
      () => markRead(ben.cookie, id),
    );
  });

  it('deleting a conversation: the deleter’s chats list', async () => {
    const { ann, ben } = await pair(site.id);
    await expectChanged(
      [
        [ann, []],
        [ben, ['chats']],
      ],
      () => remove(ben.cookie, `profile_id=${ann.profileId}`),
    );
  });

  it('a like, like seen and a match: the likes lists concerned', async () => {
    const { ann, ben } = await pair(site.id);
    const cat = await chatMember(site.id, { name: 'Cat' });
    await expectChanged(
      [
        [ann, ['likes']],
        [cat, ['likes']],
      ],
      () => like(cat, ann.profileId),
      async () => {
        await expectChanged(
          [
            [ann, ['likes']],
            [cat, []],
          ],
          () =>
            callRoute(
              SEEN,
              apiRequest('POST', 'http://localhost/api/like-seen.php', {
                cookie: ann.cookie,
                body: { profile_id: cat.profileId },
              }),
            ),
        );
      },
    );
    // Ben likes Ann back: a match, in both likes lists.
    await expectChanged(
      [
        [ann, ['likes']],
        [ben, ['likes']],
      ],
      () => like(ben, ann.profileId),
      async () => {
        expect((await get('likes', ben.cookie)).json.matches).toEqual([ann.profileId]);
      },
    );
  });

  it('a block and its lifting: both members’ chats and likes lists', async () => {
    const { ann, ben } = await pair(site.id);
    const blockBen = () =>
      callRoute(
        BLOCK,
        apiRequest('POST', 'http://localhost/api/block.php', {
          cookie: ann.cookie,
          body: { profile_id: ben.profileId },
        }),
      );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['chats', 'likes']],
      ],
      blockBen,
      async () => {
        expect((await chats(ben.cookie)).json.chats).toEqual([]);
      },
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['chats', 'likes']],
      ],
      () =>
        callRoute(
          UNBLOCK,
          apiRequest('DELETE', `http://localhost/api/block.php?profile_id=${ben.profileId}`, {
            cookie: ann.cookie,
          }),
        ),
    );
  });

  it('a photo approved as main photo: the owner’s user.php and the partner’s lists', async () => {
    const { ann, ben } = await pair(site.id);
    const photo = await addPhoto(ben.profileId, 'pending');
    const db = await getDb();
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, ben.profileId)),
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => approvePendingPhotos([photo.id]),
      async () => {
        expect((await chats(ann.cookie)).json.chats[0].profile.main_image).toBe(
          `/media/${photo.thumbFilename}`,
        );
      },
    );
  });

  it('credits and premium: user.php; premium also the partner’s lists (the badge)', async () => {
    const { ann, ben } = await pair(site.id);
    const db = await getDb();
    await expectChanged(
      [
        [ann, []],
        [ben, ['user']],
      ],
      () => grantCredits(db, { userId: ben.user.id, delta: 5, reason: 'adjustment' }),
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => db.update(users).set({ paidUser: true }).where(eq(users.id, ben.user.id)),
    );
  });

  it('a partner’s account deletion and a disabled profile: the other member’s lists', async () => {
    const { ann, ben } = await pair(site.id);
    const cat = await chatMember(site.id, { name: 'Cat', credits: 10 });
    expect((await text(cat.cookie, { profile_id: ann.profileId }, 'yo')).status).toBe(200);
    await expectChanged(
      [[ann, ['chats', 'likes']]],
      () => deleteAccount(site, ben.user, { password: ben.password, decline_offer: true }, '127.0.0.1'),
      async () =>
        expect(
          (await chats(ann.cookie)).json.chats.map((c: { profile: { id: number } }) => c.profile.id),
        ).toEqual([cat.profileId]),
    );
    const db = await getDb();
    await expectChanged([[ann, ['chats', 'likes']]], () =>
      db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, cat.profileId)),
    );
  });

  it('activity that no answer shows (last_active_at, the session touch) moves nothing', async () => {
    const { ann, ben } = await pair(site.id);
    const db = await getDb();
    await expectChanged(
      [
        [ann, []],
        [ben, []],
      ],
      async () => {
        await db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, ben.profileId));
        await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, ben.user.id));
      },
    );
  });
});
