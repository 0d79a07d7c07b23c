import type { Db } from './client';

/** A Drizzle query builder that can be prepared under a name (select, insert, update, delete). */
interface Preparable<Statement> {
  prepare: (name: string) => Statement;
}

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The named prepared statement `name` of `db`, built by `build` on first use. A hot path's SQL is
 * then built once, not on every call (Drizzle's builder cost more than PostgreSQL's answer to a
 * primary-key lookup), and PostgreSQL parses and plans it once per connection. Values go in
 * through `sql.placeholder`. A transaction is another `db`: it gets statements of its own.
 * Names are unique across the app: one name, one SQL text.
 */
export function prepared<Statement>(db: Db, name: string, build: (db: Db) => Preparable<Statement>): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
