import 'server-only';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { getDb } from '@/lib/server/db/client';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import { readUpload } from '@/lib/server/photos/storage';
import { profileFields } from '@/lib/server/profiles/own-profile';
import * as repo from './repo';

export const EXPORT_FORMAT_VERSION = 1;

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2) + '\n');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const README = `Your data from {site} ({domain}), exported {date}.

account.json       your account (e-mail, language, status, credits, signup date, tracking); no password
profile.json       your profile as you entered it
photos.json        your photos: status, size, which is the main photo, and the file in photos/
photos/            the photo files as stored (re-encoded JPEG without metadata)
messages.json      your conversations with every message sent and received in them
credit_ledger.json every change of your credit balance
orders.json        your credit purchases
discount_codes.json personal discount codes
likes.json         likes you gave and received (profile ids)
blocks.json        members you blocked (profile ids)
swipes.json        your swipe-game decisions (profile ids, like or pass)
sessions.json      devices logged in to your account (no session secrets)

Every file is UTF-8 JSON; times are ISO 8601 in UTC. Format version ${EXPORT_FORMAT_VERSION}.
`;

/**
 * The member's own data as a ZIP (GDPR art. 15 and 20): one JSON file per kind and the photo
 * files. Messages come from the member's conversations only; of a chat partner only the profile
 * id and name appear.
 */
export async function exportMemberData(
  site: Site,
  user: UserRow,
): Promise<{ filename: string; zip: Uint8Array }> {
  const db = await getDb();
  const now = new Date();
  const profile = await repo.profileOfUser(db, user.id);
  const photoRows = profile ? await repo.photosOfProfile(db, profile.id) : [];
  const conversations = profile ? await repo.conversationsOf(db, profile.id) : [];
  const messageRows = await repo.messagesOf(
    db,
    conversations.map((c) => c.conversation.id),
  );
  const [ledger, orderRows, codes, likeRows, blockRows, swipeRows, sessionRows] = await Promise.all([
    repo.ledgerOf(db, user.id),
    repo.ordersOf(db, user.id),
    repo.discountCodesOf(db, user.id),
    profile ? repo.likesOf(db, profile.id) : [],
    profile ? repo.blocksBy(db, profile.id) : [],
    profile ? repo.swipesBy(db, profile.id) : [],
    repo.sessionsOf(db, user.id),
  ]);

  const files: Zippable = {
    'README.txt': strToU8(
      README.replace('{site}', site.name)
        .replace('{domain}', site.domain)
        .replace('{date}', now.toISOString()),
    ),
    'account.json': json({
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: now.toISOString(),
      site: { name: site.name, domain: site.domain },
      id: user.id,
      email: user.email,
      language: user.language,
      status: user.status,
      credits: user.credits,
      paid_user: user.paidUser,
      notifications_disabled: user.notificationsDisabled,
      tracking: user.tracking,
      signup_date: iso(user.signupDate),
      last_seen_at: iso(user.lastSeenAt),
    }),
    'profile.json': json(
      profile
        ? {
            ...profileFields(profile),
            created_at: iso(profile.createdAt),
            last_active_at: iso(profile.lastActiveAt),
          }
        : null,
    ),
  };

  const photoFiles: Zippable = {};
  const photosJson = [];
  for (const p of photoRows) {
    const stored = await readUpload(p.filename);
    const file = stored ? `photos/${p.id}-${p.filename}` : null;
    // JPEGs are compressed already: stored, not deflated again.
    if (stored && file) photoFiles[`${p.id}-${p.filename}`] = [new Uint8Array(stored.body), { level: 0 }];
    photosJson.push({
      id: p.id,
      status: p.status,
      main: profile?.mainPhotoId === p.id,
      width: p.width,
      height: p.height,
      uploaded_at: iso(p.createdAt),
      file,
    });
  }
  files['photos.json'] = json(photosJson);
  if (Object.keys(photoFiles).length) files.photos = photoFiles;

  files['messages.json'] = json(
    conversations.map(({ conversation, a, b }) => {
      const partner = a.id === profile?.id ? b : a;
      return {
        conversation_id: conversation.id,
        partner: { profile_id: partner.id, name: partner.name },
        started_at: iso(conversation.createdAt),
        messages: messageRows
          .filter((m) => m.message.conversationId === conversation.id)
          .map(({ message: m, gift }) => ({
            id: m.id,
            sent_by_me: m.senderId === profile?.id,
            kind: m.kind,
            body: m.body,
            gift,
            photo_id: m.photoId,
            credits_spent: m.creditsSpent,
            sent_at: iso(m.createdAt),
          })),
      };
    }),
  );
  files['credit_ledger.json'] = json(
    ledger.map((e) => ({
      id: e.id,
      delta: e.delta,
      balance_after: e.balanceAfter,
      reason: e.reason,
      ref_type: e.refType,
      ref_id: e.refId,
      at: iso(e.createdAt),
    })),
  );
  files['orders.json'] = json(
    orderRows.map((o) => ({
      id: o.id,
      credits: o.credits,
      amount_cents: o.amountCents,
      currency: o.currency,
      payment_method: o.paymentMethod,
      provider: o.provider,
      status: o.status,
      created_at: iso(o.createdAt),
      paid_at: iso(o.paidAt),
    })),
  );
  files['discount_codes.json'] = json(
    codes.map((c) => ({
      code: c.code,
      value_percentage: c.valuePercentage,
      status: c.status,
      validity: c.validity,
      expires: iso(c.expiresAt),
      created_at: iso(c.createdAt),
    })),
  );
  files['likes.json'] = json({
    given: likeRows
      .filter((l) => l.likerId === profile?.id)
      .map((l) => ({ profile_id: l.likedId, source: l.source, at: iso(l.createdAt) })),
    received: likeRows
      .filter((l) => l.likedId === profile?.id)
      .map((l) => ({ profile_id: l.likerId, at: iso(l.createdAt) })),
  });
  files['blocks.json'] = json(blockRows.map((b) => ({ profile_id: b.blockedId, at: iso(b.createdAt) })));
  files['swipes.json'] = json(
    swipeRows.map((s) => ({ profile_id: s.targetId, decision: s.decision, at: iso(s.createdAt) })),
  );
  files['sessions.json'] = json(
    sessionRows.map((s) => ({
      ...s,
      created_at: iso(s.created_at),
      last_seen_at: iso(s.last_seen_at),
      expires_at: iso(s.expires_at),
    })),
  );

  const date = now.toISOString().slice(0, 10);
  const slug = site.domain.replace(/[^a-z0-9.-]/gi, '');
  return { filename: `${slug}-data-${user.id}-${date}.zip`, zip: zipSync(files, { level: 6, mtime: now }) };
}
