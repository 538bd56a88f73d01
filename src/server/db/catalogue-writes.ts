import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Tables whose rows never show in the storefront's public catalogue answers (carts, customers,
 * orders, staff, mail, logs, messages). A write to any other table changes what the catalogue shows.
 * An order's stock change is a write to `artwork`/`variation_size`, so it counts.
 */
const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'customer',
  'customer_address',
  'customer_session',
  'password_reset',
  'cart',
  'cart_line',
  'customer_order',
  'order_line',
  'contact_message',
  'newsletter_subscriber',
  'exhibition_application',
  'staff',
  'staff_session',
  'staff_sign_in_throttle',
  'customer_sign_in_throttle',
  'request_rate_limit',
  // What processes tell each other they invalidated (plugins/change-feed.ts): counting it would loop.
  'catalogue_change',
  'audit_log',
  'mail_outbox',
]);

const RAW_WRITE = /^\s*(insert|update|delete|replace|create|alter|drop)\b/i;

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}

/** Whether a statement may change catalogue rows (unknown tables and raw writes count, to be safe). */
export function touchesCatalogue(node: RootOperationNode): boolean {
  const n = node as unknown as {
    into?: OperationNode;
    table?: OperationNode;
    from?: { froms: OperationNode[] };
    sqlFragments?: readonly string[];
  };
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(n.into);
      return !table || !PRIVATE_TABLES.has(table);
    }
    case 'UpdateQueryNode': {
      const table = tableName(n.table);
      return !table || !PRIVATE_TABLES.has(table);
    }
    case 'DeleteQueryNode': {
      const tables = (n.from?.froms ?? []).map(tableName);
      return tables.length === 0 || tables.some((t) => !t || !PRIVATE_TABLES.has(t));
    }
    case 'RawNode':
      return RAW_WRITE.test(n.sqlFragments?.join('?') ?? '');
    default:
      return false;
  }
}

/**
 * What a write changed: the stock of some works (an order taking or giving it back), or anything in
 * the catalogue (`everything`: staff edits, seeds, scripts, writes nobody described).
 */
export type CatalogueChange = { readonly stockOf: readonly number[] } | 'everything';

/** The columns a stock statement may set, by table (stock.service.ts). */
const STOCK_COLUMNS: Readonly<Record<string, ReadonlySet<string>>> = {
  artwork: new Set(['stock', 'availability', 'updated_at']),
  variation_size: new Set(['stock']),
};

/** Whether a statement is an UPDATE setting stock columns and nothing else. */
export function isStockOnly(node: RootOperationNode): boolean {
  if (node.kind !== 'UpdateQueryNode') return false;
  const n = node as unknown as { table?: OperationNode; updates?: readonly { column: { column: { name: string } } }[] };
  const allowed = STOCK_COLUMNS[tableName(n.table) ?? ''];
  return !!allowed && !!n.updates?.length && n.updates.every((u) => allowed.has(u.column.column.name));
}

interface StockTransaction {
  /** The works whose stock the statements of this transaction changed. */
  readonly works: Set<number>;
  /** The plugin that saw them, told again when the transaction has ended. */
  writes?: CatalogueWrites;
}

interface StockScope {
  readonly transaction: StockTransaction;
  /** Inside `stockWrite`: the work whose stock its statement changes. */
  readonly statementOf?: number;
}

const stockScope = new AsyncLocalStorage<StockScope>();

/**
 * Runs a transaction that takes or gives back stock. Inside it, `stockWrite` names the work each
 * stock statement changes, and those statements are reported as changes of those works only, so
 * the answer cache invalidates what shows them and keeps the rest of the catalogue cached. The works
 * are reported again once the transaction has ended, committed or rolled back: until then other
 * connections may read, and a cache store, the stock as it was.
 */
export async function stockTransaction<T>(run: () => Promise<T>): Promise<T> {
  const transaction: StockTransaction = { works: new Set() };
  try {
    return await stockScope.run({ transaction }, run);
  } finally {
    if (transaction.works.size > 0) transaction.writes?.report({ stockOf: [...transaction.works] });
  }
}

/**
 * Runs the stock statement of `artworkId` (reserve or return), inside a `stockTransaction`; anywhere
 * else it is a write like any other.
 */
export function stockWrite<T>(artworkId: number, statement: () => Promise<T>): Promise<T> {
  const scope = stockScope.getStore();
  if (!scope) return statement();
  scope.transaction.works.add(artworkId);
  return stockScope.run({ transaction: scope.transaction, statementOf: artworkId }, statement);
}

/** The plugin of each database createDb made (db/client.ts), for modules that cache what they read. */
const writesOfDb = new WeakMap<object, CatalogueWrites>();

/** Notes that `writes` is the plugin of `db`. */
export function noteCatalogueWrites(db: object, writes: CatalogueWrites): void {
  writesOfDb.set(db, writes);
}

/** The plugin reporting the writes of `db`, when createDb made it. */
export function catalogueWritesOf(db: object): CatalogueWrites | undefined {
  return writesOfDb.get(db);
}

/**
 * A Kysely plugin that tells listeners after a statement that may change the public catalogue has
 * run, whoever ran it: a back-office route, an order taking stock, a seed or a test factory. The
 * answer cache listens (plugins/answer-cache.ts). A statement inside a transaction is reported when
 * it runs, before the commit; stock transactions report their works again when they end, and routes
 * that write in other transactions are invalidated again when they answer.
 */
export class CatalogueWrites implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, CatalogueChange>();
  readonly #listeners = new Set<(change: CatalogueChange) => void>();

  /** Calls `listener` after each catalogue write; returns the function that stops it. */
  subscribe(listener: (change: CatalogueChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every listener of a change. */
  report(change: CatalogueChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size > 0 && touchesCatalogue(args.node)) {
      // A stock statement is narrowed to its work only inside `stockWrite`, in a stock transaction,
      // which reports it again after the commit; anywhere else (a test, a script) it changes everything.
      const scope = stockScope.getStore();
      if (scope?.statementOf !== undefined && isStockOnly(args.node)) {
        scope.transaction.writes = this;
        this.#pending.set(args.queryId, { stockOf: [scope.statementOf] });
      } else {
        this.#pending.set(args.queryId, 'everything');
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const change = this.#pending.get(args.queryId);
    if (change) {
      this.#pending.delete(args.queryId);
      this.report(change);
    }
    return args.result;
  }
}
