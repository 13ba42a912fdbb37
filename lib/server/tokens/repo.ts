import 'server-only';
import { and, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { emailTokens } from '@/lib/server/db/schema';

export type TokenRow = typeof emailTokens.$inferSelect;

export async function insertToken(
  db: Db | Tx,
  values: {
    userId: number;
    kind: string;
    tokenHash: string;
    expiresAt: Date;
    payload: Record<string, unknown>;
  },
): Promise<TokenRow> {
  const [row] = await db.insert(emailTokens).values(values).returning();
  return row;
}

/**
 * Marks the token used in the same statement that checks it, so two parallel requests with one
 * link cannot both succeed: only one UPDATE sees used_at IS NULL.
 */
export async function consumeToken(
  db: Db | Tx,
  kind: string,
  tokenHash: string,
): Promise<TokenRow | undefined> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}

export async function findUsableToken(
  db: Db | Tx,
  kind: string,
  tokenHash: string,
): Promise<TokenRow | undefined> {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeTokens(db: Db | Tx, userId: number, kind: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

export async function countTokensSince(
  db: Db | Tx,
  userId: number,
  kind: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), gte(emailTokens.createdAt, since)),
    );
  return Number(row?.n ?? 0);
}

/**
 * Takes the member's row lock until the transaction ends: a rate-limit count and the insert it
 * allows then happen one request at a time per member, also on PostgreSQL.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** The token whatever its state: a used activation link of a confirmed member still lands well. */
export async function findTokenByHash(
  db: Db | Tx,
  kind: string,
  tokenHash: string,
): Promise<TokenRow | undefined> {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind)))
    .limit(1);
  return rows[0];
}

/** Deletes tokens of the given kinds that expired before `before` (used or not); returns how many. */
export async function deleteExpiredTokens(db: Db | Tx, kinds: string[], before: Date): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(and(inArray(emailTokens.kind, kinds), lt(emailTokens.expiresAt, before)))
    .returning({ id: emailTokens.id });
  return rows.length;
}
