import type { CompiledQuery, Compilable, KyselyPlugin } from 'kysely';
import type { Executor } from './client.ts';

/**
 * Stands in for the one value a compiled read leaves open. A string no request can send (it starts
 * with a NUL), typed as whatever the column wants.
 */
export const OPEN_VALUE = '\u0000open value of a compiled read' as never;

/**
 * A read compiled once, run many times with a different value in one place.
 *
 * Kysely turns a builder into SQL on every execute, walking its whole node tree; for the artwork
 * detail query (two dozen subqueries) that walk cost about as much as SQLite takes to run it. The
 * SQL text and every other parameter are the same each time, so the query is compiled once with
 * `OPEN_VALUE` where the varying value goes, and each run copies the parameters with the real value
 * put in its place. Plugins have already seen the query at compile time, as they would on each run.
 */
export function compileOnce<Row>(query: Compilable<Row>): (value: unknown) => CompiledQuery<Row> {
  const compiled = query.compile();
  const at = compiled.parameters.indexOf(OPEN_VALUE);
  if (at === -1 || compiled.parameters.indexOf(OPEN_VALUE, at + 1) !== -1) {
    throw new Error('compileOnce: the query must use OPEN_VALUE exactly once');
  }
  return (value) => {
    const parameters = compiled.parameters.slice();
    parameters[at] = value;
    return { ...compiled, parameters };
  };
}

/**
 * `compile(db)` run once per database and kept: a transaction shares its database's compiler and
 * plugins (Kysely hands them on with the adapter), so reads inside one use the same compiled queries.
 * A database given other plugins (`withPlugin`) compiles its own, since plugins act as a query is
 * compiled. For queries compiled once and run on every request, in a transaction or not.
 */
export function keptPerDatabase<Kept>(compile: (db: Executor) => Kept): (db: Executor) => Kept {
  const kept = new WeakMap<object, { plugins: readonly KyselyPlugin[]; compiled: Kept }[]>();
  return (db) => {
    const { adapter, plugins } = db.getExecutor();
    let forAdapter = kept.get(adapter);
    if (!forAdapter) kept.set(adapter, (forAdapter = []));
    let entry = forAdapter.find(
      (e) => e.plugins.length === plugins.length && e.plugins.every((p, i) => p === plugins[i]),
    );
    if (!entry) forAdapter.push((entry = { plugins: [...plugins], compiled: compile(db) }));
    return entry.compiled;
  };
}
