import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import type { User } from '@/lib/schemas/user';
import { localeFromLanguage, type Locale } from '@/lib/i18n/locales';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import * as repo from './repo';
import { verifyAgainstNothing, verifyPassword } from './password';
import { hashToken, newSessionToken, SESSION_DAYS } from './session-token';
import { countedPasswordCheck } from './login-limits';

export type OwnProfile = {
  profile: repo.SessionUserRow['profile'] & object;
  photo: repo.SessionUserRow['photo'];
};
/** The member's change marker: a version per polled answer (lib/server/http/poll-etag.ts). */
export type MemberChanges = { chats: number; likes: number; account: number };

export type SessionUser = {
  user: repo.UserRow;
  sessionId: number;
  /** Started by a one-click mail link: changes of settings, e-mail or payments need the password. */
  viaToken?: boolean;
  /** The member's own profile and main photo, read with the session; null when there is none. */
  own?: OwnProfile | null;
  /** null when the member has no member_changes row yet: the polled routes then build the answer. */
  changes?: MemberChanges | null;
};

// Writing last_seen on every request would make each poll a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/** `own` as the session lookup read it; without it the profile is read here. */
export async function toUserDto(user: repo.UserRow, own?: OwnProfile | null): Promise<User> {
  if (own === undefined) own = (await repo.findOwnProfile(await getDb(), user.id)) ?? null;
  const photo = own?.photo;
  return {
    id: user.id,
    email: user.email,
    profile: own
      ? {
          id: own.profile.id,
          name: own.profile.name,
          country: own.profile.country,
          status: own.profile.status,
          main_image: photo
            ? { filename: photo.filename, thumb_filename: photo.thumbFilename, status: photo.status }
            : null,
        }
      : null,
    credits: user.credits,
    paid_user: user.paidUser,
    language: user.language,
    status: user.status,
    notifications_disabled: user.notificationsDisabled,
    signup_date: user.signupDate.toISOString(),
  };
}

/**
 * Checks e-mail and password. Unknown e-mails and wrong passwords answer alike and count
 * alike towards the limits, so neither the message nor the timing reveals an account.
 */
export async function login(
  site: Site,
  input: { email: string; password: string },
  meta: SessionMeta,
  ip: string,
): Promise<{ token: string; user: repo.UserRow }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const user = await repo.findUserByEmail(db, site.id, email);
  const ok = await checkPasswordCounted(site, email, user?.passwordHash ?? null, input.password, ip);
  if (!ok || !user) throw new AppError('login_failed', 401);
  // Told only after the right password, so the answer reveals nothing to someone guessing.
  if (user.bannedAt) throw new AppError('account_banned', 403, { ban_page: '/pages/ban' });
  return { token: await createSession(user.id, meta), user };
}

/**
 * Checks a password within the login limits (lib/server/accounts/login-limits.ts), for logins
 * and for the pages that ask a logged-in member for it again (settings, deletion): guesses
 * there count the same way. Throws 429 account_blocked or login_throttled; returns whether the
 * password was right.
 */
export async function checkPasswordCounted(
  site: Site,
  email: string,
  passwordHash: string | null,
  password: string,
  ip: string,
): Promise<boolean> {
  return countedPasswordCheck(site, email, ip, () =>
    passwordHash ? verifyPassword(passwordHash, password) : verifyAgainstNothing(password),
  );
}

export type SessionMeta = { clientType: string | null; userAgent: string | null; viaToken?: boolean };

/** Starts a 30-day session; returns the token for the cookie (only its hash is stored). */
export async function createSession(userId: number, meta: SessionMeta, db?: Db | Tx): Promise<string> {
  const token = newSessionToken();
  await repo.insertSession(db ?? (await getDb()), {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    clientType: meta.clientType,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    viaToken: meta.viaToken ?? false,
  });
  return token;
}

/** The member behind a session cookie, or null. A session belongs to the site it was made on. */
export async function userForToken(
  site: Site,
  token: string | undefined | null,
): Promise<SessionUser | null> {
  const found = await lookupSession(site, token);
  return found === BANNED ? null : found;
}

/** A session of a banned member (lookupSession): refused, and its pages lead to /pages/ban. */
export const BANNED = 'banned' as const;

/**
 * The member behind a session cookie, null, or BANNED: a moderator banned the member (the
 * console, issue 15). The ban is read with the session in the same query, so it holds from the
 * next request on, on every instance; the callers that resolve sessions (proxy.ts for pages,
 * route() for the API) send the member to /pages/ban instead.
 */
export async function lookupSession(
  site: Site,
  token: string | undefined | null,
): Promise<SessionUser | typeof BANNED | null> {
  if (!token) return null;
  const db = await getDb();
  const now = new Date();
  const found = await repo.findSessionUser(db, hashToken(token), now);
  if (!found || found.user.siteId !== site.id) return null;
  if (found.user.bannedAt) return BANNED;
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(db, found.session.id, found.user.id, now);
  }
  return {
    user: found.user,
    sessionId: found.session.id,
    viaToken: found.session.viaToken,
    own: found.profile ? { profile: found.profile, photo: found.photo } : null,
    changes: found.changes,
  };
}

/** Ends the session, and with it its open event streams on every instance. */
export async function logout(token: string | undefined | null): Promise<void> {
  if (!token) return;
  const ended = await repo.deleteSession(await getDb(), hashToken(token));
  if (ended) emitSessionRevoked({ userId: ended.userId, sessionId: ended.id });
}

export async function setLanguage(user: repo.UserRow, language: Locale): Promise<repo.UserRow> {
  await repo.setUserLanguage(await getDb(), user.id, language);
  return { ...user, language };
}

/**
 * Spec §4: a member with no saved language gets the domain language's locale, saved.
 * Returns the locale the member's pages should use, or null to keep the URL's.
 */
export async function resolveMemberLocale(user: repo.UserRow, site: Site): Promise<Locale | null> {
  const saved = localeFromLanguage(user.language);
  if (saved) return saved;
  const fromDomain = localeFromLanguage(site.domainLanguage);
  if (!fromDomain) return null;
  await repo.setUserLanguage(await getDb(), user.id, fromDomain);
  return fromDomain;
}
