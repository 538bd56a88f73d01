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
 * A Kysely plugin that tells listeners after a statement that may change the public catalogue has
 * run, whoever ran it: a back-office route, an order taking stock, a seed or a test factory. The
 * answer cache listens (plugins/answer-cache.ts). A statement inside a transaction is reported when
 * it runs, before the commit; routes that write in transactions are also invalidated when they answer.
 */
export class CatalogueWrites implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, true>();
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` after each catalogue write; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size > 0 && touchesCatalogue(args.node)) this.#pending.set(args.queryId, true);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(args.queryId)) {
      this.#pending.delete(args.queryId);
      for (const listener of this.#listeners) listener();
    }
    return args.result;
  }
}
