import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '@/lib/server/db/client';
import { hashToken } from '@/lib/server/accounts/session-token';
import * as repo from './repo';

/**
 * Single-use mailed tokens of any kind (activation, password reset, e-mail change, deletion
 * undo …). The link carries 32 random bytes; only their SHA-256 is stored, so a copy of the
 * table cannot be turned into working links. Every kind lives in email_tokens.
 */
export type TokenKind = 'activation' | 'password_reset' | 'email_change' | 'account_restore' | (string & {});

export type IssuedToken = { token: string; expiresAt: Date };
export type ConsumedToken = { userId: number; payload: Record<string, unknown>; createdAt: Date };

export const HOUR_MS = 3_600_000;

export async function issueToken(
  db: Db | Tx,
  input: { userId: number; kind: TokenKind; ttlMs: number; payload?: Record<string, unknown> },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await repo.insertToken(db, {
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    expiresAt,
    payload: input.payload ?? {},
  });
  return { token, expiresAt };
}

// Links are pasted, wrapped and truncated by mail clients; anything that is not base64url of
// the right size cannot be ours, so it is refused before touching the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Uses the token up: returns its owner and payload exactly once, while it is unused and not
 * expired; otherwise null (unknown, used, expired or of another kind all look the same).
 */
export async function consumeToken(db: Db | Tx, kind: TokenKind, token: string | null | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await repo.consumeToken(db, kind, hashToken(token));
  return row
    ? ({ userId: row.userId, payload: row.payload, createdAt: row.createdAt } as ConsumedToken)
    : null;
}

/** Whether a token would still work, without using it (a page shows its form or an error). */
export async function peekToken(db: Db | Tx, kind: TokenKind, token: string | null | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await repo.findUsableToken(db, kind, hashToken(token));
  return row
    ? ({ userId: row.userId, payload: row.payload, createdAt: row.createdAt } as ConsumedToken)
    : null;
}

/** Ends every unused token of a kind for a member (a newer link or a finished flow wins). */
export function revokeTokens(db: Db | Tx, userId: number, kind: TokenKind): Promise<void> {
  return repo.revokeTokens(db, userId, kind);
}

/** How many tokens of a kind were issued to a member since a moment: the mail rate limits. */
export function countTokensSince(db: Db | Tx, userId: number, kind: TokenKind, since: Date): Promise<number> {
  return repo.countTokensSince(db, userId, kind, since);
}

/** Serializes a member's rate-limited mail requests (call first inside the transaction). */
export function lockMember(tx: Tx, userId: number): Promise<void> {
  return repo.lockUser(tx, userId);
}

/** The owner of a token of a kind, used or not (never a reason to act, only to choose a page). */
export async function tokenOwner(db: Db | Tx, kind: TokenKind, token: string | null | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await repo.findTokenByHash(db, kind, hashToken(token));
  return row ? row.userId : null;
}
