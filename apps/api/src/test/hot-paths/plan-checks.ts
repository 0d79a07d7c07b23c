// Reading PostgreSQL's JSON plans (EXPLAIN (FORMAT JSON), auto_explain's log_format = json) for the
// two checks of ADR 126: no sequential scan where an index could serve, and no plan whose work
// grows with rows the request does not return. Shared by the integration test and the bench.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
  [detail: string]: unknown;
}

/**
 * Tables a hot path may read whole, each with its reason (a fixed-size table too small for an
 * index to help). Keep it as short as it can be.
 */
export const SEQUENTIAL_SCANS_ALLOWED: Readonly<Record<string, string>> = {
  simulated_clock: 'one row by its check constraint (ADR 110), read whole by the simulated clock of development and tests; production reads the system clock',
};

/** BEGIN, COMMIT and the like: round trips, but nothing to plan. */
export const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start\s+transaction|end)\b/i;
/** Statements EXPLAIN accepts. */
export const EXPLAINABLE = /^\s*(select|insert|update|delete|with|values|merge|table)\b/i;

/** The node and every node under it (subplans and init plans included), depth first. */
export function planNodes(root: PlanNode): PlanNode[] {
  return [root, ...(root.Plans ?? []).flatMap(planNodes)];
}

/** The tables the plan reads with a sequential scan, beyond SEQUENTIAL_SCANS_ALLOWED. */
export function sequentialScans(root: PlanNode): string[] {
  return planNodes(root)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => !Object.hasOwn(SEQUENTIAL_SCANS_ALLOWED, table));
}

const loopsOf = (node: PlanNode) => node['Actual Loops'] ?? 1;

/**
 * Rows the plan's scans looked at (an actual plan's figures): for every node that reads a table
 * or a function's rows, the rows it passed on, plus those its filter or index recheck removed,
 * times its loops; and the rows join filters removed, likewise. A Sort or Aggregate can only
 * consume rows some scan produced, so it is counted there.
 */
export function rowsExamined(root: PlanNode): number {
  return planNodes(root).reduce((sum, node) => {
    const isScan = node['Relation Name'] !== undefined || node['Node Type'] === 'Function Scan';
    const read = isScan ? (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0) : 0;
    return sum + (read + (node['Rows Removed by Join Filter'] ?? 0)) * loopsOf(node);
  }, 0);
}

/** Rows the statement hands back or writes: the top node's, or for INSERT, UPDATE and DELETE the rows its input fed it. */
export function rowsReturned(root: PlanNode): number {
  const fed = root['Node Type'] === 'ModifyTable' ? (root.Plans?.[0]?.['Actual Rows'] ?? 0) * loopsOf(root.Plans![0]!) : 0;
  return Math.max((root['Actual Rows'] ?? 0) * loopsOf(root), fed);
}

/** The growth criterion: a statement may examine `allowance` rows, plus `multiple` per row it returns. */
export interface GrowthLimit {
  allowance: number;
  multiple: number;
}

/** The excess of rows examined over the limit, or undefined within it. */
export function growthBeyond(root: PlanNode, limit: GrowthLimit): { examined: number; returned: number } | undefined {
  const examined = rowsExamined(root);
  const returned = rowsReturned(root);
  return examined > limit.allowance + limit.multiple * returned ? { examined, returned } : undefined;
}

const CONDITIONS = ['Index Cond', 'Recheck Cond', 'Hash Cond', 'Merge Cond', 'Join Filter', 'Filter', 'Sort Key', 'Group Key'];

/** A plan as indented lines: each node with its table or index, its rows (actual, or estimated) and its conditions. */
export function describePlan(node: PlanNode, depth = 0): string[] {
  const where = [node['Relation Name'] && ` on ${node['Relation Name']}`, node['Index Name'] && ` using ${node['Index Name']}`].filter(Boolean).join('');
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0) + (node['Rows Removed by Join Filter'] ?? 0);
  const rows =
    node['Actual Rows'] === undefined
      ? `estimated rows=${String(node['Plan Rows'])}`
      : `rows=${node['Actual Rows']} loops=${loopsOf(node)}${removed > 0 ? ` removed=${removed}` : ''}`;
  const buffers = node['Shared Hit Blocks'] === undefined ? '' : ` buffers hit=${String(node['Shared Hit Blocks'])} read=${String(node['Shared Read Blocks'])}`;
  const indent = '  '.repeat(depth);
  const conditions = CONDITIONS.filter((key) => node[key] !== undefined).map((key) => `${indent}     ${key}: ${JSON.stringify(node[key])}`);
  return [`${indent}-> ${node['Node Type']}${where} (${rows}${buffers})`, ...conditions, ...(node.Plans ?? []).flatMap((child) => describePlan(child, depth + 1))];
}
