import type { CompiledQuery, Compilable, KyselyPlugin } from 'kysely';
import type { Executor } from './client.ts';

/**
 * Stands in for the one parameter a compiled query leaves open. A string no request can send (it
 * starts with a NUL), typed as whatever the column wants.
 */
export const QUERY_PARAMETER = '\u0000the open parameter of a compiled query' as never;

/**
 * A query compiled once, run many times with a different value for one parameter.
 *
 * Kysely turns a builder into SQL on every execute, walking its whole node tree; for the artwork
 * detail query (two dozen subqueries) that walk cost about as much as SQLite takes to run it. The
 * SQL text and every other parameter are the same each time, so the query is compiled once with
 * `QUERY_PARAMETER` where the varying value goes, and each run copies the parameters with the real
 * value put in its place. Plugins have already seen the query at compile time, as they would on each run.
 */
export function compileOnce<Row>(query: Compilable<Row>): (value: unknown) => CompiledQuery<Row> {
  const compiled = query.compile();
  const at = compiled.parameters.indexOf(QUERY_PARAMETER);
  if (at === -1 || compiled.parameters.indexOf(QUERY_PARAMETER, at + 1) !== -1) {
    throw new Error('compileOnce: the query must use QUERY_PARAMETER exactly once');
  }
  return (value) => {
    const parameters = compiled.parameters.slice();
    parameters[at] = value;
    return { ...compiled, parameters };
  };
}

/**
 * `compile(db)` run once per database and cached: a transaction shares its database's compiler and
 * plugins (Kysely hands them on with the adapter), so queries inside one use the same compiled ones.
 * A database given other plugins (`withPlugin`) compiles its own, since plugins act as a query is
 * compiled. For queries compiled once and run on every request, in a transaction or not.
 */
export function perDatabase<Compiled>(compile: (db: Executor) => Compiled): (db: Executor) => Compiled {
  const cache = new WeakMap<object, { plugins: readonly KyselyPlugin[]; compiled: Compiled }[]>();
  return (db) => {
    const { adapter, plugins } = db.getExecutor();
    let forAdapter = cache.get(adapter);
    if (!forAdapter) cache.set(adapter, (forAdapter = []));
    let entry = forAdapter.find(
      (e) => e.plugins.length === plugins.length && e.plugins.every((p, i) => p === plugins[i]),
    );
    if (!entry) forAdapter.push((entry = { plugins: [...plugins], compiled: compile(db) }));
    return entry.compiled;
  };
}
