import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import type * as Pg from 'pg';
import type { Database } from './schema.ts';
import { CatalogueWrites, noteCatalogueWrites } from './catalogue-writes.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Anything that can run a query: the database itself or a transaction passed along a flow. */
export type Executor = Db | Tx;
export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  engine: Engine;
  /** Human description for logs (never includes a password). */
  describe: string;
  /** Tells listeners when a statement may have changed the public catalogue (the answer cache listens). */
  catalogueWrites: CatalogueWrites;
}

/**
 * Where a PostgreSQL URL connects, for the logs, without its password: its host and database, or the
 * socket directory that `?host=` (or an encoded host such as `%2Fvar%2Frun%2Fpostgresql`) names.
 */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  // As node-postgres reads it: a `host` parameter wins over the URL's host, which may be an encoded path.
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  const where = host.startsWith('/') ? host : `${host}${parsed.port ? `:${parsed.port}` : ''}`;
  return `postgres ${where}${parsed.pathname}`;
}

/**
 * The only place that picks the engine: PostgreSQL when DATABASE_URL is a postgres URL,
 * otherwise SQLite in DATA_DIR (or the file named by `sqlite:<path>`).
 */
export function createDb(options: { databaseUrl: string; dataDir: string }): DbHandle {
  const url = options.databaseUrl;
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Loaded only here: node-postgres took a twentieth of a start on SQLite, which never uses it.
    const pg = createRequire(import.meta.url)('pg') as typeof Pg;
    // COUNT(*) and bigint sums come back as strings by default; the gallery's numbers fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const catalogueWrites = new CatalogueWrites();
    return {
      db: watched(
        new Kysely<Database>({
          dialect: new PostgresDialect({ pool: withPreparedReads(pool) }),
          plugins: [catalogueWrites],
        }),
        catalogueWrites,
      ),
      catalogueWrites,
      engine: 'postgres',
      describe: describePostgres(url),
    };
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(options.dataDir, 'gallery.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const catalogueWrites = new CatalogueWrites();
  return {
    db: watched(
      new Kysely<Database>({
        dialect: new InTurnSqliteDialect({ database: withStatementCache(sqlite) }),
        plugins: [catalogueWrites],
      }),
      catalogueWrites,
    ),
    catalogueWrites,
    engine: 'sqlite',
    describe: `sqlite ${file}`,
  };
}

/** `db`, noted as the database whose writes `writes` reports (the settings are cached by it). */
function watched(db: Db, writes: CatalogueWrites): Db {
  noteCatalogueWrites(db, writes);
  return db;
}

/** How long one turn of the event loop may spend on SQLite's queries before the loop goes round. */
const SQLITE_TURN_MS = 2;

/**
 * SQLite's one connection, lent to one query (or transaction) at a time in the order they asked,
 * and for at most SQLITE_TURN_MS of each turn of the event loop. better-sqlite3 runs a query within
 * the call, so with Kysely's own lock every request the loop had read ran to its answer in that same
 * turn: under load a turn grew to every request in flight (25 to 80 ms with 30 connections asking
 * for works or facet counts nobody had asked for), and Node takes one new connection a turn, so a
 * visitor opening one then waited up to a second before the gallery read their request. Past the
 * budget the queries wait for the next turn, after the loop has taken new connections and read what
 * came, and they keep their place in line. An idle gallery lends the connection at once.
 */
class InTurnSqliteDriver extends SqliteDriver {
  readonly #waiting: (() => void)[] = [];
  #lent = false;
  /** When this turn's first query was lent (performance.now()), or null between turns. */
  #turnStarted: number | null = null;
  /** Set once a turn has spent its budget, until the loop has gone round and read what came. */
  #yielding = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#lent || this.#yielding || this.#waiting.length > 0) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else if (this.#withinTurn()) this.#lent = true;
    else {
      this.#yieldTurn();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    return super.acquireConnection();
  }

  /**
   * SQLite rolls a transaction back by itself when a statement fails with a full disk (or memory,
   * or an I/O error); the ROLLBACK Kysely then sends fails with "cannot rollback - no transaction
   * is active", and that error replaced the one that said why: a full disk was logged as a rollback
   * fault. With no transaction open there is nothing to roll back.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#inTransaction()) return;
    await super.rollbackTransaction(connection);
  }

  readonly #inTransaction: () => boolean;
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    const database = config.database as SqliteDatabase & { inTransaction?: boolean };
    this.#inTransaction = () => database.inTransaction !== false;
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#lent = false;
    if (this.#waiting.length === 0) return;
    if (this.#withinTurn()) this.#lendToNext();
    else this.#yieldTurn();
  }

  /** Starts a turn's budget when none runs, and says whether this turn has time left. */
  #withinTurn(): boolean {
    const now = performance.now();
    if (this.#turnStarted === null) {
      const started = (this.#turnStarted = now);
      // Between turns again once this one is over (unless a later turn has begun meanwhile).
      setImmediate(() => {
        if (this.#turnStarted === started) this.#turnStarted = null;
      });
    }
    return now - this.#turnStarted < SQLITE_TURN_MS;
  }

  /**
   * Lends the connection to the next in line only after the loop has polled for connections and
   * requests again: an immediate set from the poll phase runs in that same turn's check phase, so
   * it sets a second one, which runs after the next poll (at worst one turn more than needed).
   */
  #yieldTurn(): void {
    if (this.#yielding) return;
    this.#yielding = true;
    setImmediate(() =>
      setImmediate(() => {
        this.#yielding = false;
        this.#turnStarted = null;
        if (!this.#lent && this.#waiting.length > 0 && this.#withinTurn()) this.#lendToNext();
      }),
    );
  }

  #lendToNext(): void {
    this.#lent = true;
    this.#waiting.shift()!();
  }
}

class InTurnSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new InTurnSqliteDriver(this.#config);
  }
}

/** How many prepared statements are cached; queries with `in (?, ?, …)` lists make a few variants each. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver asks better-sqlite3 to prepare every query it runs, and preparing costs
 * about as much as running a small query. The gallery runs the same few hundred statements over and
 * over, so each prepared statement is cached (the oldest evicted past the bound) and run again. Safe
 * because better-sqlite3 is synchronous and Kysely never streams from SQLite here.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & { readonly inTransaction: boolean } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    // Read by the driver's rollback (InTurnSqliteDriver).
    get inTransaction() {
      return sqlite.inTransaction;
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** How many read statements get a name; past it, new ones run unnamed as before. */
const PREPARED_READS_AT_MOST = 300;

/**
 * PostgreSQL plans an unnamed statement again on every run, and planning the catalogue's larger
 * reads (an artwork with its lists and related works: two dozen subqueries) takes 3 to 5 ms where
 * running them takes a tenth of that. A read statement seen a second time therefore gets a name:
 * node-postgres then parses it once per connection and only binds and executes it afterwards, and
 * PostgreSQL caches its plan (a generic one once it is as good as the custom ones). Only reads are
 * named, and only a bounded number of texts, so `in ($1, …)` lists of every length cannot grow the
 * server's memory without end.
 */
function withPreparedReads(pool: Pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let given = 0;
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= PREPARED_READS_AT_MOST || !/^(select|with) /i.test(text)) return name;
    if (!seen.has(text)) {
      seen.add(text);
      if (seen.size > PREPARED_READS_AT_MOST * 4) seen.delete(seen.values().next().value!);
      return undefined;
    }
    given += 1;
    names.set(text, `gallery_read_${given}`);
    return `gallery_read_${given}`;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = async (text: string, values: readonly unknown[]) => {
        const name = nameOf(text);
        if (!name) return client.query(text, values as unknown[]);
        try {
          return await client.query({ name, text, values: values as unknown[] });
        } catch (error) {
          // A table changed shape under a cached plan (a migration while serving): run it unnamed now; a
          // later run prepares it again under a new name.
          if ((error as { code?: string }).code !== '0A000') throw error;
          names.delete(text);
          return client.query(text, values as unknown[]);
        }
      };
      return {
        query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
          typeof textOrCursor === 'string'
            ? query(textOrCursor, values ?? [])
            : client.query(textOrCursor as Pg.Submittable)) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
