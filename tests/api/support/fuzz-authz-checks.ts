// The proofs behind the authorization matrix's `owner` and `peer` rows (and a few public ones):
// Olle, another member, reaching Mia's or Bea's resources; Mia, blocked by Bea, reaching Bea.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { tokensOf } from './mailbox';
import { changes, exportAs, photoRow, profileRow, userRow, type AuthzWorld } from './fuzz-authz';

type Check = (w: AuthzWorld) => Promise<void>;

const ids = (list: { id: number }[]) => list.map((p) => p.id);
const text = (body: string) => ({ kind: 'text', body, client_key: randomUUID() });

/** Runs `fn` and expects no member data table to have changed. */
async function unchanged(fn: () => Promise<void>) {
  expect(await changes(fn)).toEqual([]);
}

export const checks = {
  unblockOnlyOwn: (w) =>
    // Mia cannot lift the block Bea put on her; Olle cannot lift it either.
    unchanged(async () => {
      await w.call('block.php', 'DELETE', { cookie: w.mia.cookie, query: `profile_id=${w.bea.profileId}` });
      await w.call('block.php', 'DELETE', { cookie: w.olle.cookie, query: `profile_id=${w.mia.profileId}` });
    }),

  readConversation: async (w) => {
    const foreign = await w.call('chat.php', 'GET', { cookie: w.olle.cookie, query: `id=${w.beaConv}` });
    expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
    // Issue 11: the blocked member no longer reads the blocker's conversation.
    const blocked = await w.call('chat.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.beaConv}` });
    expect(blocked.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(blocked.json)).not.toContain('Hi Mia');
  },

  sendMessage: (w) =>
    unchanged(async () => {
      const foreign = await w.call('chat.php', 'POST', {
        cookie: w.olle.cookie,
        body: { conversation_id: w.beaConv, ...text('intruding') },
      });
      expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
      for (const to of [{ profile_id: w.bea.profileId }, { conversation_id: w.beaConv }]) {
        const res = await w.call('chat.php', 'POST', {
          cookie: w.mia.cookie,
          body: { ...to, ...text('hi?') },
        });
        expect([res.status, res.json.error]).toEqual([403, 'blocked']);
      }
      // The blocker is held to her own block until she lifts it.
      const back = await w.call('chat.php', 'POST', {
        cookie: w.bea.cookie,
        body: { conversation_id: w.beaConv, ...text('hello again') },
      });
      expect([back.status, back.json.error]).toEqual([403, 'you_blocked']);
    }),

  markRead: (w) =>
    unchanged(async () => {
      const foreign = await w.call('chat.php', 'PUT', { cookie: w.olle.cookie, body: { id: w.beaConv } });
      expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
      // Issue 11: marking it read would send Bea a read event from the member she blocked.
      const blocked = await w.call('chat.php', 'PUT', { cookie: w.mia.cookie, body: { id: w.beaConv } });
      expect(blocked.status).toBeGreaterThanOrEqual(400);
    }),

  removeConversation: (w) =>
    unchanged(async () => {
      const res = await w.call('chat.php', 'DELETE', { cookie: w.olle.cookie, query: `id=${w.beaConv}` });
      expect([res.status, res.json.error]).toEqual([404, 'conversation_not_found']);
    }),

  typing: async (w) => {
    const body = { conversation_id: w.beaConv };
    const foreign = await w.call('typing.php', 'POST', { cookie: w.olle.cookie, body });
    expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
    const blocked = await w.call('typing.php', 'POST', { cookie: w.mia.cookie, body });
    expect([blocked.status, blocked.json.error]).toEqual([403, 'blocked']);
  },

  chatList: async (w) => {
    const convs = async (cookie: string) =>
      (await w.call('chats.php', 'GET', { cookie })).json.chats.map(
        (c: { conversation: { id: number } }) => c.conversation.id,
      );
    expect(await convs(w.olle.cookie)).toEqual([w.olleConv]);
    expect(await convs(w.mia.cookie)).not.toContain(w.beaConv);
  },

  exportOwn: async (w) => {
    const own = await exportAs(w, w.mia.cookie, `user_id=${w.olle.user.id}&id=${w.olle.user.id}`);
    expect(own.status).toBe(200);
    expect(own.account.email).toBe(w.mia.user.email);
    expect(own.all).not.toContain(w.olle.user.email);
    expect(own.all).not.toContain(w.bea.user.email);
  },

  like: (w) =>
    unchanged(async () => {
      const res = await w.call('like.php', 'POST', {
        cookie: w.mia.cookie,
        body: { profile_id: w.bea.profileId },
      });
      expect([res.status, res.json.error]).toEqual([403, 'blocked']);
      const away = await w.call('like.php', 'POST', {
        cookie: w.mia.cookie,
        body: { profile_id: w.stranger.profileId },
      });
      expect([away.status, away.json.error]).toEqual([404, 'profile_not_found']);
    }),

  // Issue 2: the answer shows nothing the profile view would not show (Bea blocked Mia; Stella
  // lives on another site).
  unlike: async (w) => {
    const cases: [number, string[]][] = [
      [w.bea.profileId, ['Blockburg', 'secretthumb']],
      [w.stranger.profileId, ['Stella', 'Farawaytown']],
    ];
    for (const [id, secrets] of cases) {
      const res = await w.call('like.php', 'DELETE', { cookie: w.mia.cookie, query: `profile_id=${id}` });
      expect(res.status).toBeLessThan(500);
      for (const secret of secrets) expect(JSON.stringify(res.json)).not.toContain(secret);
      expect(res.json?.profile?.age).toBeUndefined();
    }
  },

  likesLists: async (w) => {
    const query = `profile_id=${w.mia.profileId}`;
    const olle = (await w.call('likes.php', 'GET', { cookie: w.olle.cookie, query })).json;
    expect(olle.liked_by).toEqual([]);
    expect(olle.sent).toEqual([w.mia.profileId]);
    const mia = (await w.call('likes.php', 'GET', { cookie: w.mia.cookie })).json;
    expect(ids(mia.liked_by)).toEqual([w.olle.profileId]);
    expect(ids(mia.profiles)).not.toContain(w.bea.profileId);
  },

  mailChangeOwn: async (w) => {
    const res = await w.call('mail-change.php', 'POST', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
      body: { email: 'mia.new@example.test', password: w.mia.password },
    });
    expect(res.status).toBe(200);
    expect((await tokensOf(w.mia.user.id)).length).toBe(1);
    expect(await tokensOf(w.olle.user.id)).toEqual([]);
  },

  viewBlocker: async (w) => {
    const res = await w.call('member.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.bea.profileId}` });
    expect([res.status, res.json.error]).toEqual([404, 'blocked']);
    expect(JSON.stringify(res.json)).not.toContain('Blockburg');
  },

  notificationsOwn: async (w) => {
    const res = await w.call('notifications.php', 'GET', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
    });
    expect(res.json.email).toBe(w.mia.user.email);
  },

  notificationSettingsOwn: async (w) => {
    const before = await userRow(w.olle.user.id);
    const res = await w.call('notifications.php', 'PUT', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
      body: { news: false },
    });
    expect(res.status).toBe(200);
    expect(await userRow(w.olle.user.id)).toEqual(before);
  },

  reenableOwn: async (w) => {
    const before = await userRow(w.olle.user.id);
    await w.call('notifications.php', 'POST', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
      body: { reason: 'unsubscribe' },
    });
    expect(await userRow(w.olle.user.id)).toEqual(before);
  },

  passwordOwn: async (w) => {
    const before = await userRow(w.olle.user.id);
    const password = 'Mia-new-password-1';
    const res = await w.call('password.php', 'PUT', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
      body: { old_password: w.mia.password, password, password_confirm: password },
    });
    expect(res.status).toBe(200);
    w.mia.password = password;
    expect(await userRow(w.olle.user.id)).toEqual(before);
  },

  mainPhotoOwn: async (w) => {
    const before = await profileRow(w.olle.profileId);
    const body = { id: w.olleAlbum[1].id, main: true };
    const res = await w.call('photos.php', 'PUT', { cookie: w.mia.cookie, body });
    expect([res.status, res.json.error]).toEqual([404, 'photo_not_found']);
    expect((await profileRow(w.olle.profileId)).mainPhotoId).toBe(before.mainPhotoId);
  },

  deletePhotoOwn: async (w) => {
    const query = `id=${w.olleAlbum[0].id}`;
    const res = await w.call('photos.php', 'DELETE', { cookie: w.mia.cookie, query });
    expect([res.status, res.json.error]).toEqual([404, 'photo_not_found']);
    expect(await photoRow(w.olleAlbum[0].id)).toBeDefined();
  },

  profileOwn: async (w) => {
    const res = await w.call('profile.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.olle.profileId}` });
    expect(res.json.id).toBe(w.mia.profileId);
  },

  profileEditOwn: async (w) => {
    const before = await profileRow(w.olle.profileId);
    const res = await w.call('profile.php', 'PUT', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.profileId}`,
      body: { about: 'Mia wrote this' },
    });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(w.mia.profileId);
    expect(await profileRow(w.olle.profileId)).toEqual(before);
  },

  searchHidesBlocker: async (w) => {
    const res = await w.call('search.php', 'GET', { cookie: w.mia.cookie });
    expect(res.status).toBe(200);
    expect(ids(res.json.profiles)).toContain(w.olle.profileId);
    expect(ids(res.json.profiles)).not.toContain(w.bea.profileId);
  },

  swipe: (w) =>
    unchanged(async () => {
      const body = { profile_id: w.bea.profileId, decision: 'like' };
      const res = await w.call('swipe.php', 'POST', { cookie: w.mia.cookie, body });
      expect([res.status, res.json.error]).toEqual([403, 'blocked']);
    }),

  userOwn: async (w) => {
    const res = await w.call('user.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}` });
    expect(res.json.email).toBe(w.mia.user.email);
  },

  languageOwn: async (w) => {
    const before = await userRow(w.olle.user.id);
    const res = await w.call('user.php', 'PUT', {
      cookie: w.mia.cookie,
      query: `id=${w.olle.user.id}`,
      body: { language: 'de' },
    });
    expect(res.status).toBe(200);
    expect(await userRow(w.olle.user.id)).toEqual(before);
  },
} satisfies Record<string, Check>;
