/**
 * Fills the `{name}` placeholders of a message (e.g. "Cannot swap {a} and {b}"). A placeholder
 * with no value is left as written, so a missing value shows in review instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : placeholder,
  );
}
