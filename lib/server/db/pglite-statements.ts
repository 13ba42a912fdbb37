import 'server-only';
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite with prepared statements, for drizzle (issue 10: polls on PGlite).
 *
 * PGlite's `query` sends every statement unnamed: parse, analyse and plan on each call. Those run
 * in WebAssembly on the server's one JS thread, and for the polled lists they cost ten times the
 * execution (the chat list on the demo data: 6.6 ms a call, of which 0.6 ms binds and runs it
 * once it is planned). Here each statement text is parsed once into a named statement, as
 * PostgreSQL drivers do, and later calls only bind and execute it; PostgreSQL's plan cache then
 * keeps the plan (custom plans for the first five runs, a generic one after that when it is as
 * good). Everything else (exec, listen, COPY with a blob, the transaction's BEGIN/COMMIT) is
 * PGlite's own.
 *
 * The protocol steps and the result parsing are PGlite's (its runQuery, with `parse` and
 * `protocol` from its public exports), so answers, type parsing and errors are the same as before.
 */

/** Statements kept at most per database; the oldest unused one is closed first. */
const MAX_STATEMENTS = 256;
/** "cached plan must not change result type": a table changed under a kept statement. */
const PLAN_CHANGED = '0A000';

type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;
const planChanged = (err: unknown) => (err as { code?: string } | null)?.code === PLAN_CHANGED;

class StatementCache {
  private readonly byText = new Map<string, Statement>();
  private next = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly max: number,
  ) {}

  get size(): number {
    return this.byText.size;
  }

  /** Binds and runs `text` as a named statement; the caller holds PGlite's query lock. */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const send = (message: Uint8Array) =>
      this.pg.execProtocolStream(message, { ...options, syncToFs: false });
    const messages = [];
    let statement: Statement | undefined;
    try {
      statement = await this.statement(text, send);
      const values = params.map((value, i) => this.serialize(value, statement!.paramTypes[i], options));
      messages.push(...(await send(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } catch (err) {
      // The next call parses again (after the table change, or after a failed parse).
      if (statement && planChanged(err)) this.forget(text);
      throw err;
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
  }

  /** The named statement of `text`, parsed (and the oldest closed) when it is new. */
  private async statement(
    text: string,
    send: (message: Uint8Array) => ReturnType<PGlite['execProtocolStream']>,
  ): Promise<Statement> {
    const kept = this.byText.get(text);
    if (kept) {
      // Most recently used last, so the oldest unused statement is the one closed.
      this.byText.delete(text);
      this.byText.set(text, kept);
      return kept;
    }
    if (this.byText.size >= this.max) {
      const [oldText, old] = this.byText.entries().next().value!;
      this.byText.delete(oldText);
      await send(serialize.close({ type: 'S', name: old.name }));
    }
    const name = `hl_${++this.next}`;
    await send(serialize.parse({ name, text }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.byText.set(text, statement);
    return statement;
  }

  private forget(text: string): void {
    // Closing it now would fail inside an aborted transaction; a new name replaces it instead.
    this.byText.delete(text);
  }

  /** A parameter as PGlite's runQuery sends it: by the type PostgreSQL inferred for it. */
  private serialize(value: unknown, type: number | undefined, options: QueryOptions | undefined) {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.pg.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }
}

/** What drizzle's PGlite driver calls on its client (a transaction's handle: query and exec). */
export type StatementClient = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec: PGlite['exec'];
};
export type StatementDb = StatementClient & {
  transaction<T>(fn: (tx: StatementClient) => Promise<T>): Promise<T>;
  /** Statements kept now (for tests). */
  readonly statements: number;
};

// COPY with a blob and explicit parameter types take PGlite's own path.
const ownPath = (options?: QueryOptions) => Boolean(options?.blob || options?.paramTypes);

/** A PGlite handle for drizzle whose queries run as prepared statements. */
export function withPreparedStatements(pg: PGlite, { max = MAX_STATEMENTS } = {}): StatementDb {
  const cache = new StatementCache(pg, max);
  const run = <T>(text: string, params: unknown[], options?: QueryOptions) =>
    pg._runExclusiveQuery(() => cache.run<T>(text, params, options));
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (ownPath(options)) return pg.query<T>(text, params, options);
      // As PGlite's query: after any running transaction, alone, then saved to its files.
      return pg._runExclusiveTransaction(async () => {
        // A table changed under a kept statement: parsed anew, once (PGlite's own path would
        // not have failed). Inside a transaction the failure has aborted it, so it stands there.
        const result = await run<T>(text, params, options).catch((err: unknown) => {
          if (planChanged(err) && !pg.isInTransaction()) return run<T>(text, params, options);
          throw err;
        });
        if (!pg.isInTransaction()) await pg.syncToFs();
        return result;
      });
    },
    // The transaction's queries: the same statements, inside the transaction PGlite holds.
    transaction<T>(fn: (tx: StatementClient) => Promise<T>) {
      return pg.transaction((tx: Transaction) =>
        fn({
          async query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
            if (tx.closed) throw new Error('Transaction is closed');
            if (ownPath(options)) return tx.query<R>(text, params, options);
            return run<R>(text, params, options);
          },
          exec: (query, options) => tx.exec(query, options),
        }),
      );
    },
    exec: (query, options) => pg.exec(query, options),
    get statements() {
      return cache.size;
    },
  };
}
