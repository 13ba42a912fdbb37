// GET /api/export.php: the member's own data as a ZIP, and nobody else's.
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { GET } from '@/app/api/export.php/route';
import { POST as photoPost } from '@/app/api/photos.php/route';
import { getDb } from '@/lib/server/db/client';
import { conversations, gifts, likes, messages, orders } from '@/lib/server/db/schema';
import { grantCredits, spendCredits } from '@/lib/server/credits/service';
import { apiRequest, createMember, createSite, loginAs } from '../setup/fixtures';
import { makeImage, photoRequest } from './support/photos';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

async function member(name: string) {
  const m = await createMember({
    siteId: site.id,
    email: `${name.toLowerCase()}@example.test`,
    withProfile: { name },
  });
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

async function download(cookie?: string) {
  const res = await GET(apiRequest('GET', 'http://localhost/api/export.php', { cookie }));
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const readJson = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]));

beforeAll(async () => {
  site = await createSite();
});

describe('GET /api/export.php', () => {
  it('refuses visitors with 403 auth_required', async () => {
    const { res } = await download();
    expect(res.status).toBe(403);
  });

  it('downloads account, profile, photos with files, messages, ledger and orders: only the member’s', async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const cat = await member('Cat');
    const db = await getDb();
    const upload = await photoPost(photoRequest(ann.cookie, await makeImage('png')));
    const photo = (await upload.json()).photo;
    await photoPost(photoRequest(cat.cookie, await makeImage('png')));
    await grantCredits(db, {
      userId: ann.user.id,
      delta: 50,
      reason: 'purchase',
      refType: 'order',
      refId: '1',
    });
    await spendCredits(db, { userId: ann.user.id, amount: 2, reason: 'message' });
    await grantCredits(db, { userId: bob.user.id, delta: 999, reason: 'bonus' });
    await db.insert(orders).values([
      {
        userId: ann.user.id,
        siteId: site.id,
        credits: 50,
        amountCents: 1999,
        currency: 'EUR',
        paymentMethod: 'ideal',
        provider: 'test',
        status: 'paid',
      },
      {
        userId: bob.user.id,
        siteId: site.id,
        credits: 10,
        amountCents: 499,
        currency: 'EUR',
        paymentMethod: 'card',
        provider: 'test',
        status: 'paid',
      },
    ]);
    const [gift] = await db.insert(gifts).values({ slug: 'rose', image: 'rose.png', credits: 5 }).returning();
    const pair = (x: number, y: number) => ({ profileA: Math.min(x, y), profileB: Math.max(x, y) });
    const [annBob] = await db
      .insert(conversations)
      .values({ ...pair(ann.profileId, bob.profileId), startedBy: ann.profileId })
      .returning();
    const [bobCat] = await db
      .insert(conversations)
      .values({ ...pair(bob.profileId, cat.profileId), startedBy: bob.profileId })
      .returning();
    await db.insert(messages).values([
      { conversationId: annBob.id, senderId: ann.profileId, kind: 'text', body: 'Hi Bob' },
      { conversationId: annBob.id, senderId: bob.profileId, kind: 'text', body: 'Hi Ann' },
      { conversationId: annBob.id, senderId: bob.profileId, kind: 'gift', giftId: gift.id },
      { conversationId: bobCat.id, senderId: bob.profileId, kind: 'text', body: 'SECRET to Cat' },
    ]);
    await db.insert(likes).values([
      { likerId: ann.profileId, likedId: bob.profileId },
      { likerId: cat.profileId, likedId: ann.profileId },
      { likerId: bob.profileId, likedId: cat.profileId },
    ]);

    const { res, bytes } = await download(ann.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="localhost-data-\d+-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');

    const files = unzipSync(bytes);
    // Folder entries aside (photos/), one file per kind and one per photo.
    expect(
      Object.keys(files)
        .filter((k) => !k.endsWith('/'))
        .sort(),
    ).toEqual(
      [
        'README.txt',
        'account.json',
        'blocks.json',
        'credit_ledger.json',
        'discount_codes.json',
        'likes.json',
        'messages.json',
        'orders.json',
        `photos/${photo.id}-${photo.filename}`,
        'photos.json',
        'profile.json',
        'sessions.json',
        'swipes.json',
      ].sort(),
    );
    const account = readJson(files, 'account.json');
    expect(account).toMatchObject({
      id: ann.user.id,
      email: 'ann@example.test',
      credits: 48,
      status: 'confirmed',
    });
    expect(JSON.stringify(account)).not.toMatch(/argon2|password/i);
    expect(readJson(files, 'profile.json')).toMatchObject({
      id: ann.profileId,
      name: 'Ann',
      birth_date: '1990-05-17',
    });
    expect(readJson(files, 'photos.json')).toEqual([
      expect.objectContaining({
        id: photo.id,
        status: 'pending',
        main: true,
        file: `photos/${photo.id}-${photo.filename}`,
      }),
    ]);
    expect((await sharp(Buffer.from(files[`photos/${photo.id}-${photo.filename}`])).metadata()).format).toBe(
      'jpeg',
    );

    const chats = readJson(files, 'messages.json');
    expect(chats).toHaveLength(1);
    expect(chats[0].partner).toEqual({ profile_id: bob.profileId, name: 'Bob' });
    expect(
      chats[0].messages.map((m: { sent_by_me: boolean; body: string; gift: string | null }) => [
        m.sent_by_me,
        m.body,
        m.gift,
      ]),
    ).toEqual([
      [true, 'Hi Bob', null],
      [false, 'Hi Ann', null],
      [false, '', 'rose'],
    ]);
    expect(readJson(files, 'credit_ledger.json').map((e: { delta: number }) => e.delta)).toEqual([50, -2]);
    expect(readJson(files, 'orders.json')).toEqual([
      expect.objectContaining({ amount_cents: 1999, status: 'paid' }),
    ]);
    expect(readJson(files, 'likes.json')).toEqual({
      given: [expect.objectContaining({ profile_id: bob.profileId })],
      received: [expect.objectContaining({ profile_id: cat.profileId })],
    });
    expect(readJson(files, 'sessions.json')).toHaveLength(1);
    expect(JSON.stringify(readJson(files, 'sessions.json'))).not.toMatch(/token/);

    // Nothing of anyone else: not Bob's balance, order or chat with Cat, not Cat's photo.
    const everything = Object.entries(files)
      .filter(([name]) => /\.(json|txt)$/.test(name))
      .map(([, f]) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain('SECRET to Cat');
    expect(everything).not.toContain('bob@example.test');
    expect(everything).not.toContain('"balance_after": 999');
    expect(everything).not.toContain('"amount_cents": 499');
  });
});
