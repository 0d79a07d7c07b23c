/**
 * One statement of the volume seed (ADR 124): set-based SQL over `generate_series` and the seed's
 * working tables (`vol_*`, temporary, dropped at commit). `table` names the app table it adds rows
 * to, for the report; a step that builds a working table names none.
 */
export interface VolumeStep {
  name: string;
  sql: string;
  table?: string;
  params?: unknown[];
  /** A working table to analyze once built. */
  analyze?: string;
}

/** A step that adds rows to `table`. */
export function insertStep(table: string, sql: string, name = table): VolumeStep {
  return { name, table, sql };
}

/** A step that builds a working table, analyzed at once so the next steps' joins are planned on real counts. */
export function workStep(table: string, select: string, params?: unknown[]): VolumeStep {
  return { name: table, sql: `create temp table ${table} on commit drop as ${select}`, analyze: table, ...(params ? { params } : {}) };
}

/** A step whose statement must run alone (it has parameters), named by what it does. */
export function plainStep(name: string, sql: string, params?: unknown[]): VolumeStep {
  return { name, sql, ...(params ? { params } : {}) };
}
