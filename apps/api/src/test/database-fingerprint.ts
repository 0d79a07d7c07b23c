import type pg from 'pg';

/**
 * A hash of every row of every table of the app's schema but `except`, table by table: two equal
 * fingerprints mean no request changed any data, whichever table a future module adds.
 */
export async function fingerprintTables(
  pool: pg.Pool,
  except: readonly string[],
): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1)) order by table_name`,
    [except],
  );
  if (tables.length === 0) {
    return {};
  }
  // Names come from the catalogue, quoted with PostgreSQL's own format('%I').
  const { rows: quoted } = await pool.query<{ q: string }>(
    `select format('%I', n) as q from unnest($1::text[]) as n`,
    [tables.map((table) => table.name)],
  );
  const hashes = quoted.map(
    ({ q }, index) =>
      `select ${index} as i, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${q} as t`,
  );
  const { rows } = await pool.query<{ i: number; h: string }>(hashes.join(' union all '));
  return Object.fromEntries(rows.map((row) => [tables[row.i]?.name ?? String(row.i), row.h]));
}
