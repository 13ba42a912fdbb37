import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { hashPassword } from '@/lib/server/accounts/password';
import { createSession, type SessionMeta } from '@/lib/server/accounts/service';
import type { UserRow } from '@/lib/server/accounts/repo';
import { grantCredits } from '@/lib/server/credits/service';
import { issueActivationMail, memberLocale } from '@/lib/server/recovery/activation';
import type { Site } from '@/lib/server/sites/service';
import { hasTrafficSource, signupRequestSchema, type TrackingParams } from '@/lib/schemas/signup';
import type { MainImage } from '@/lib/schemas/user';
import type { Locale } from '@/lib/i18n/locales';
import type { z } from 'zod';
import * as repo from './repo';
import { limits } from '@/lib/server/rate-limit/limits';
import { limitKey, minutesLeft, take } from '@/lib/server/rate-limit/service';

type SignupInput = z.output<typeof signupRequestSchema>;

/** messageHeld: the signup message waits for the e-mail confirmation (then it is delivered). */
export type SignupOutcome = { token: string; user: UserRow; messageHeld: boolean; locale: Locale };

/** Spec §4 "signups allowed": all, only with a traffic source, or none. */
export function signupsOpen(site: Site, tracking: TrackingParams | null | undefined): boolean {
  const mode = site.config.signups;
  return mode === 'all' || (mode === 'trafficsource' && hasTrafficSource(tracking));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** 409 for a taken address: says only that, and the client offers login and a password reset. */
const emailTaken = () => new AppError('email_taken', 409);

/**
 * Creates the account in one transaction: user (not_confirmed) with its tracking data, profile
 * (disabled until activation), signup credits through the ledger, the session, the activation
 * mail, and the signup message to the profile the visitor came from, held until the address is
 * confirmed (a throwaway address never reaches a member). Either all of it or none.
 */
export async function signup(
  site: Site,
  input: SignupInput,
  meta: SessionMeta & { ip: string },
): Promise<SignupOutcome> {
  if (!signupsOpen(site, input.tracking)) throw new AppError('signups_closed', 403);
  if (input.signup_message && input.signup_message.length > site.config.messageLength) {
    throw new AppError('invalid_input', 422, {
      issues: [{ path: 'signup_message', code: 'too_big', message: 'message_too_long' }],
    });
  }
  // Counted before the e-mail check: each 409 costs an attempt, so testing addresses is as
  // slow as signing up. Shared by every instance on PostgreSQL.
  const attempt = await take(limits.signup(), limitKey(meta.ip));
  if (!attempt.ok)
    throw new AppError('signup_rate_limited', 429, { minutes: minutesLeft(attempt.msBeforeNext) });

  const db = await getDb();
  if (await repo.emailInUse(db, site.id, input.email)) throw emailTaken();

  const locale = input.locale ?? memberLocale({ language: null }, site);
  const country =
    input.country && site.config.countries.includes(input.country) ? input.country : site.config.countries[0];
  const tracking = Object.fromEntries(
    Object.entries(input.tracking ?? {}).filter(([, v]) => v),
  ) as TrackingParams;
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        siteId: site.id,
        email: input.email,
        passwordHash,
        language: locale,
        tracking,
      });
      const profile = await repo.insertProfile(tx, {
        userId: user.id,
        siteId: site.id,
        name: input.name,
        gender: input.gender,
        interest: input.interest,
        birthDate: input.date_of_birth.trim(),
        country,
        // Hidden from others until the e-mail is confirmed; activation sets it active.
        status: 'disabled',
      });
      let credits = user.credits;
      if (site.config.signupCredits > 0) {
        credits = await grantCredits(tx, {
          userId: user.id,
          delta: site.config.signupCredits,
          reason: 'signup',
          refType: 'user',
          refId: String(user.id),
        });
      }
      const token = await createSession(user.id, meta, tx);
      await issueActivationMail(tx, { site, user, name: profile.name, locale });

      let messageHeld = false;
      const body = input.signup_message?.trim();
      if (input.profile_id && body) {
        const target = await repo.findMessageTarget(tx, site.id, input.profile_id);
        if (target && target.id !== profile.id) {
          await repo.holdMessage(tx, { userId: user.id, to: target.id, body });
          messageHeld = true;
        }
      }
      return { token, user: { ...user, credits }, messageHeld, locale };
    });
  } catch (err) {
    // Two submits of one address at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export type SignupTarget = { id: number; name: string; main_image: MainImage | null };

/** The profile a /members/{id}/signup visitor writes to; null when it cannot receive messages. */
export async function signupTarget(site: Site, profileId: number): Promise<SignupTarget | null> {
  if (!Number.isSafeInteger(profileId) || profileId <= 0) return null;
  const card = await repo.findTargetCard(await getDb(), site.id, profileId);
  if (!card) return null;
  const photo = card.photo?.status === 'active' ? card.photo : undefined;
  return {
    id: card.id,
    name: card.name,
    main_image: photo
      ? { filename: photo.filename, thumb_filename: photo.thumbFilename, status: photo.status }
      : null,
  };
}
