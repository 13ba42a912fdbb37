import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberChanges } from './schema';

// Pieces of the polled lists' statements (chat/list-repo.ts, likes/lists-repo.ts).

/**
 * The rows of a subquery as one JSON array, in `order`: the driver parses one value instead of
 * each row's fields. On PGlite that parsing runs in JavaScript on the server's one thread, and
 * for a list of forty rows it cost a third of the query's time (issue 10's polls).
 */
export function jsonRows<T>(item: SQLWrapper, order: SQL): SQL<T[]> {
  return sql<T[]>`coalesce(json_agg(${item} order by ${order}), '[]'::json)`;
}

/**
 * The member's marker version of one list (`column` of member_changes) by primary key, as a
 * scalar subquery of the list's statement: read with the list, it is exactly as new as the list,
 * so a poll's ETag can come from it (lib/server/http/route.ts). Null without a marker row.
 */
export function markerVersion(column: AnyPgColumn, userId: SQL) {
  const version = sql<unknown>`(select ${column} from ${memberChanges} where ${memberChanges.userId} = ${userId})`;
  // A bigint comes as a string from node-postgres.
  return version.mapWith((v: unknown): number | null => (v === null ? null : Number(v)));
}
