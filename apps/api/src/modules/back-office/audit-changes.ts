type Leaf = string | number | boolean | Date | null | undefined;

/** A value as the audit trail keeps it: numbers and text as they are, a time as ISO text, nothing as 'none'. */
const auditValue = (value: Leaf): string | number =>
  value instanceof Date ? value.toISOString() : typeof value === 'number' || typeof value === 'string' ? value : String(value ?? 'none');

/** The values of nested settings by their dotted paths (`fees.standard`); a time is one value. */
function leavesOf(value: object, prefix = '', leaves = new Map<string, string | number>()): Map<string, string | number> {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !(child instanceof Date)) {
      leavesOf(child as object, path, leaves);
    } else {
      leaves.set(path, auditValue(child as Leaf));
    }
  }
  return leaves;
}

/**
 * An admin's change as the audit subject's flat shape (ADR 159): each value that differs as
 * `before.<path>` and `after.<path>`; with no `before` (something new), only the after. Commerce
 * settings, never a patient's data, so the values themselves are kept.
 */
export function changedValues(before: object | undefined, after: object): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const beforeLeaves = before === undefined ? new Map<string, string | number>() : leavesOf(before);
  const afterLeaves = leavesOf(after);
  for (const path of new Set([...beforeLeaves.keys(), ...afterLeaves.keys()])) {
    const [was, is] = [beforeLeaves.get(path) ?? 'none', afterLeaves.get(path) ?? 'none'];
    if (was !== is || before === undefined) {
      if (before !== undefined) {
        values[`before.${path}`] = was;
      }
      values[`after.${path}`] = is;
    }
  }
  return values;
}
