/** PostgreSQL's code of a database error (`23505`…): drizzle wraps the driver's error, so its cause is read too. */
export function databaseErrorCode(error: unknown): string | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  const code = candidates.map((candidate) => (candidate as { code?: unknown } | null)?.code).find((each) => typeof each === 'string');
  return code as string | undefined;
}

/**
 * Whether a database error is PostgreSQL's unique violation (23505). Lets a service turn "someone
 * took it meanwhile" into its answer after a unit of work rolled back.
 */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}
