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

export type SessionUser = { user: repo.UserRow; sessionId: number };

// Writing last_seen on every request would make each poll a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export async function toUserDto(user: repo.UserRow): Promise<User> {
  const db = await getDb();
  const own = await repo.findOwnProfile(db, user.id);
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

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/**
 * Checks e-mail and password. Unknown e-mails and wrong passwords answer alike and count
 * alike towards the lockout, so neither the message nor the timing reveals an account.
 */
export async function login(
  site: Site,
  input: { email: string; password: string },
  meta: SessionMeta,
): Promise<{ token: string; user: repo.UserRow }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const user = await repo.findUserByEmail(db, site.id, email);
  const ok = await checkPasswordCounted(site, email, user?.passwordHash ?? null, input.password);
  if (!ok || !user) throw new AppError('login_failed', 401);
  return { token: await createSession(user.id, meta), user };
}

/**
 * Checks a password against the lockout of spec §7, for logins and for the pages that ask a
 * logged-in member for it again (settings, deletion): guesses there count the same way.
 * The attempt is counted before the check, in one atomic statement: a burst of parallel guesses
 * gets numbers 1…n, and only the first loginMaxAttempts are checked at all. Throws 429
 * account_blocked; returns whether the password was right (a right one clears the count).
 */
export async function checkPasswordCounted(
  site: Site,
  rawEmail: string,
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const db = await getDb();
  const email = rawEmail.trim().toLowerCase();
  const now = new Date();
  const { loginMaxAttempts, loginBlockMinutes } = site.config;
  const windowStart = new Date(now.getTime() - loginBlockMinutes * 60_000);
  const attempt = await repo.recordLoginFailure(db, site.id, email, windowStart);
  if (attempt.lockedUntil && attempt.lockedUntil > now) {
    throw new AppError('account_blocked', 429, { minutes: minutesLeft(attempt.lockedUntil, now) });
  }
  const blockNow = async () => {
    await repo.lockLogin(db, site.id, email, new Date(now.getTime() + loginBlockMinutes * 60_000));
    return new AppError('account_blocked', 429, { minutes: loginBlockMinutes });
  };
  if (attempt.failures > loginMaxAttempts) throw await blockNow();

  const ok = passwordHash ? await verifyPassword(passwordHash, password) : await verifyAgainstNothing(password);
  if (ok) {
    await repo.clearLoginFailures(db, site.id, email);
    return true;
  }
  if (attempt.failures >= loginMaxAttempts) throw await blockNow();
  return false;
}

export type SessionMeta = { clientType: string | null; userAgent: string | null };

/** Starts a 30-day session; returns the token for the cookie (only its hash is stored). */
export async function createSession(userId: number, meta: SessionMeta, db?: Db | Tx): Promise<string> {
  const token = newSessionToken();
  await repo.insertSession(db ?? (await getDb()), {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    clientType: meta.clientType,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The member behind a session cookie, or null. A session belongs to the site it was made on. */
export async function userForToken(site: Site, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token) return null;
  const db = await getDb();
  const now = new Date();
  const found = await repo.findSessionUser(db, hashToken(token), now);
  if (!found || found.user.siteId !== site.id) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(db, found.session.id, found.user.id, now);
  }
  return { user: found.user, sessionId: found.session.id };
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
