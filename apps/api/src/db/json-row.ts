import { getTableColumns, sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

const columnsByTable = new WeakMap<Table, [string, Column][]>();

function columnsOf(table: Table): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * A table's row as ONE json column, keyed by the row's property names; `rowFromJson` turns it
 * back into the row Drizzle would have given. For the hottest reads: node-postgres builds a parser
 * and a field object for every result column on every execution, and Drizzle maps each one, so a
 * 40-column row cost the thread more than the JSON.parse of the same values (ADR 076).
 */
export function rowAsJson(table: Table): SQL {
  const pairs = columnsOf(table).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The row `rowAsJson` sent: each value through its column's own mapping (timestamps to Date). */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
