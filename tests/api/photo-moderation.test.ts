// Pending photos stay behind moderation (issue 9 item 5): they cannot be sent as chat images
// (tests/api/chat-send.test.ts: 409 photo_pending) and their files are served by /media only to
// their owner, never stored by a shared cache; anyone else gets the 404 of a missing file until
// the photo is approved. An image message of a pending photo sent before this rule shows its
// picture to the sender only.
import { eq } from 'drizzle-orm';
import { POST as UPLOAD } from '@/app/api/photos.php/route';
import { GET as MEDIA } from '@/app/media/[...path]/route';
import { getDb } from '@/lib/server/db/client';
import { messages, photos } from '@/lib/server/db/schema';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { callRoute, createSite } from '../setup/fixtures';
import { addPhoto, chatMember, page, text, type ChatMember } from './support/chat';
import { makeImage, photoRequest } from './support/photos';

let siteId: number;
let owner: ChatMember;
let other: ChatMember;

const media = (name: string, cookie?: string) =>
  MEDIA(
    new Request(`http://localhost/media/${name}`, {
      headers: cookie ? { cookie: `theme=dark; ${cookie}` } : {},
    }),
    { params: Promise.resolve({ path: [name] }) },
  );

async function uploadPending(m: ChatMember) {
  const res = await callRoute(UPLOAD, photoRequest(m.cookie, await makeImage('png', 800, 600)));
  expect(res.status).toBe(201);
  expect(res.json.photo.status).toBe('pending');
  return res.json.photo as { id: number; filename: string; thumb_filename: string };
}

beforeAll(async () => {
  siteId = (await createSite()).id;
  owner = await chatMember(siteId, { name: 'Olga', credits: 20, paid: true });
  other = await chatMember(siteId, { name: 'Otto', credits: 20, paid: true });
});

describe('GET /media/<file> of a pending photo', () => {
  it('serves both files to the owner only, privately; others and visitors get the plain 404', async () => {
    const photo = await uploadPending(owner);
    const missing = await media('no-such-file.jpg');
    for (const name of [photo.filename, photo.thumb_filename]) {
      for (const cookie of [undefined, other.cookie, 'hl_session=forged-token']) {
        const res = await media(name, cookie);
        expect(res.status, `${name} as ${cookie ?? 'visitor'}`).toBe(404);
        expect(await res.text()).toBe(await missing.clone().text());
      }
      const mine = await media(name, owner.cookie);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/jpeg');
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('serves an approved photo to everyone with immutable caching; a rejected one again only to its owner', async () => {
    const photo = await uploadPending(owner);
    expect(await approvePendingPhotos([photo.id])).toEqual([photo.id]);
    const res = await media(photo.filename);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await (await getDb()).update(photos).set({ status: 'rejected' }).where(eq(photos.id, photo.id));
    expect((await media(photo.thumb_filename, other.cookie)).status).toBe(404);
    expect((await media(photo.thumb_filename, owner.cookie)).status).toBe(200);
  });

  it('a name no stored file could have (a NUL, a lone surrogate, an overlong one) is the plain 404, not a database error', async () => {
    const missing = await (await media('no-such-file.jpg')).text();
    for (const name of ['a\u0000b.jpg', '\ud800.jpg', `${'x'.repeat(5000)}.jpg`]) {
      const res = await media(name, owner.cookie);
      expect(res.status, JSON.stringify(name.slice(0, 20))).toBe(404);
      expect(await res.text()).toBe(missing);
    }
  });
});

describe('image messages of pending photos', () => {
  it('an older message with a pending photo shows the picture to its sender only', async () => {
    const first = await text(owner.cookie, { profile_id: other.profileId }, 'hi');
    const conversationId: number = first.json.conversation_id;
    const pending = await addPhoto(owner.profileId, 'pending');
    // Written as the old rule allowed it (sending now refuses pending photos).
    await (await getDb()).insert(messages).values({
      conversationId,
      senderId: owner.profileId,
      kind: 'image',
      body: '',
      photoId: pending.id,
      creditsSpent: 1,
    });
    const image = (res: Awaited<ReturnType<typeof page>>) =>
      res.json.messages.find((m: { kind: string }) => m.kind === 'image').image;
    expect(image(await page(other.cookie, `id=${conversationId}`))).toBeNull();
    expect(image(await page(owner.cookie, `id=${conversationId}`))).toEqual({
      url: `/media/${pending.filename}`,
      thumb_url: `/media/${pending.thumbFilename}`,
    });
  });
});
