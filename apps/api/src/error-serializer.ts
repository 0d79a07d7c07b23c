import pg from 'pg';

/**
 * SQLSTATE classes whose messages are built from names (tables, columns, constraints, types) and
 * fixed words. Others can quote values: class 22 (`invalid input syntax for type integer: "…"`),
 * P0 (whatever a trigger raises), and classes we have not reviewed.
 */
const CLASSES_WITH_NAMES_ONLY = new Set(['08', '0A', '21', '23', '25', '28', '3D', '3F', '40', '42', '53', '54', '55', '57', '58', 'XX']);

// pg's DatabaseError fields that name things. Left out on purpose: `detail` ("Failing row contains
// (…)", "Key (email)=(…)"), `hint`, `where` and `internalQuery`, which can carry row values.
const NAMING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Drizzle's DrizzleQueryError, by shape: its message and `params` hold every parameter. */
function isQueryError(error: ErrorLike): error is ErrorLike & { query: string } {
  return typeof error.query === 'string' && 'params' in error;
}

function databaseMessage(error: pg.DatabaseError): string {
  const code = error.code ?? '';
  return CLASSES_WITH_NAMES_ONLY.has(code.slice(0, 2)) ? error.message : `SQLSTATE ${code} (message not logged: it can quote values)`;
}

/** The stack's frames under a new first line, since the original first line repeats the message. */
function stackOf(error: ErrorLike, type: string, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: ErrorLike, seen: Set<unknown>): LoggedError {
  seen.add(error);
  const type = typeof error.constructor === 'function' ? error.constructor.name : error.name;
  const fields: Record<string, unknown> = {};
  let message = error.message;
  if (isQueryError(error)) {
    // The statement has placeholders ($1, $2) where the values were; it is kept, `params` is not.
    message = `Failed query: ${error.query}`;
    fields.query = error.query;
  } else if (error instanceof pg.DatabaseError) {
    message = databaseMessage(error);
    for (const key of NAMING_FIELDS) {
      if (error[key] !== undefined) {
        fields[key] = error[key];
      }
    }
  } else {
    // `cause` and `errors` are serialized below, each error by these same rules.
    for (const [key, value] of Object.entries(error)) {
      if (key !== 'cause' && key !== 'errors' && !isErrorLike(value)) {
        fields[key] = value;
      }
    }
  }
  const logged: LoggedError = { type, message, stack: stackOf(error, type, message), ...fields };
  if (Array.isArray(error.errors)) {
    logged.aggregateErrors = error.errors.filter((item) => isErrorLike(item) && !seen.has(item)).map((item) => serialize(item as ErrorLike, seen));
  }
  if (isErrorLike(error.cause) && !seen.has(error.cause)) {
    logged.cause = serialize(error.cause, seen);
  }
  return logged;
}

/**
 * The logger's `err` serializer, for every logger built from `loggerOptions` (requests, jobs,
 * start-up). Unlike pino's own it keeps each cause apart, and it never writes a database error's
 * parameters, `detail` or a message that can quote values, so health data stays out of logs (ADR 071).
 */
export function serializeError(error: Error): LoggedError {
  // pino hands over whatever was logged under `err`: anything that is not an error passes as is.
  return isErrorLike(error) ? serialize(error, new Set()) : (error as unknown as LoggedError);
}
