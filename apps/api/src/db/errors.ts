/**
 * Whether a database error is PostgreSQL's unique violation (23505). Drizzle wraps the driver's
 * error, so its cause is checked too. Lets a service turn "someone took it meanwhile" into its
 * answer after a unit of work rolled back.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: unknown } | null)?.code === '23505');
}
