import { fillPlaceholders, getTableColumns, Param, sql, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pgClientOf, type Executor } from './client';

/** What drizzle's `.prepare(name)` gives: a query built once, run with the placeholders' values. */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A hot statement built by drizzle once per connection and sent by name, so PostgreSQL parses it
 * once per connection (and plans it once, where one plan serves every value). drizzle builds a query
 * anew on every call (walking every column and chunk), which cost a booking more of the server's
 * CPU than running its statements did; a prepared query keeps drizzle's types and column mapping
 * and skips the building. `build` writes the query with `sql.placeholder(name)` for each value.
 *
 * A prepared query is bound to the connection it was made on, so one is kept per connection (the
 * pool's, or the pooled connection an open transaction holds: pgClientOf) and a transaction's
 * statement always runs on its own connection, inside its locks.
 */
export function prepared<R>(name: string, build: (db: Executor) => { prepare(name: string): PreparedQuery<R> }) {
  const byConnection = new WeakMap<object, PreparedQuery<R>>();
  return (db: Executor, values: Record<string, unknown>): Promise<R> => {
    const connection = pgClientOf(db);
    let query = byConnection.get(connection);
    if (!query) byConnection.set(connection, (query = build(db).prepare(name)));
    return query.execute(values);
  };
}

/**
 * A prepared insert's values: a placeholder named as each column given, its value encoded as the column
 * encodes it (a Date for a timestamp, JSON for jsonb). drizzle encodes a placeholder's value even when
 * it is null, which a timestamp's encoder cannot; a plain insert skips null, and so does this.
 */
export function placeholders<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, columns: readonly K[]): Record<K, SQL> {
  const byKey = getTableColumns(table);
  return Object.fromEntries(
    columns.map((key) => {
      const column = byKey[key]!;
      const encoder = { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)) };
      return [key, sql`${new Param(sql.placeholder(key), encoder)}`];
    }),
  ) as Record<K, SQL>;
}

/**
 * What a caller gives a prepared insert of `Columns` of `Row`: every column that cannot be null (a
 * prepared insert has no "left out, so the column's default"), and the nullable ones as it likes.
 */
export type InsertValues<Row, Columns extends keyof Row> = {
  [C in Columns as null extends Row[C] ? never : C]-?: Exclude<Row[C], undefined>;
} & { [C in Columns as null extends Row[C] ? C : never]?: Row[C] };

/**
 * The values of a prepared insert: every column it names, null where the caller gave none (a
 * prepared insert names a fixed set of columns, so "not given" cannot fall back to the column's default).
 */
export function valuesFor<K extends string>(columns: readonly K[], given: Partial<Record<K, unknown>>): Record<K, unknown> {
  return Object.fromEntries(columns.map((column) => [column, given[column] ?? null])) as Record<K, unknown>;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement written as drizzle's sql`` (with `sql.placeholder(name)` for its values), compiled to
 * text once and sent by name, so drizzle builds it once and PostgreSQL parses it once per connection.
 * PostgreSQL still plans it for each call's values where it judges a plan for any values worse (the
 * relations' statement: forced to one plan for any ids, it read ten times the pages). Rows as
 * node-postgres parses them (json as objects).
 *
 * `name: null` sends it unnamed, so PostgreSQL plans it for each call's values, always: for a
 * statement over a list whose length varies from one to hundreds, where a plan kept for one length
 * could serve another badly.
 */
export function preparedSql<R>(name: string | null, statement: () => SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return async (db: Executor, values: Record<string, unknown>): Promise<R[]> => {
    compiled ??= dialect.sqlToQuery(statement());
    const query = { text: compiled.sql, values: fillPlaceholders(compiled.params, values) };
    const result = await pgClientOf(db).query(name ? { name, ...query } : query);
    return result.rows as R[];
  };
}
