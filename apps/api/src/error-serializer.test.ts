import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeError } from './error-serializer';

const CANARY = 'canary-health-answer';

function databaseError(message: string, fields: Partial<pg.DatabaseError>): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { severity: 'ERROR', ...fields });
}

function failedQuery(cause: pg.DatabaseError): DrizzleQueryError {
  return new DrizzleQueryError('insert into "patients" ("email", "notes") values ($1, $2)', ['a@example.com', CANARY], cause);
}

describe('serializeError', () => {
  it('keeps the statement and the naming fields of a failed query, not its parameters or detail', () => {
    const unique = databaseError('duplicate key value violates unique constraint "patients_email_key"', {
      code: '23505',
      table: 'patients',
      constraint: 'patients_email_key',
      detail: `Key (email)=(${CANARY}) already exists.`,
      where: `row (${CANARY})`,
    });
    const logged = serializeError(failedQuery(unique));
    expect(JSON.stringify(logged)).not.toContain(CANARY);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "patients" ("email", "notes") values ($1, $2)',
      query: 'insert into "patients" ("email", "notes") values ($1, $2)',
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query: insert[^\n]+\n\s+at /),
      cause: { type: 'DatabaseError', code: '23505', table: 'patients', constraint: 'patients_email_key', message: unique.message },
    });
  });

  it('leaves out the message of an SQLSTATE class whose messages quote values', () => {
    const cast = databaseError(`invalid input syntax for type integer: "${CANARY}"`, { code: '22P02' });
    const raised = databaseError(`refused ${CANARY}`, { code: 'P0001' });
    for (const error of [cast, raised]) {
      const logged = serializeError(error);
      expect(JSON.stringify(logged)).not.toContain(CANARY);
      expect(logged).toMatchObject({ code: error.code, message: `SQLSTATE ${error.code} (message not logged: it can quote values)` });
    }
  });

  it('serializes each cause on its own, so a wrapped query error stays safe', () => {
    const wrapper = Object.assign(new Error('housekeeping failed', { cause: failedQuery(databaseError('deadlock detected', { code: '40P01' })) }), { statusCode: 503 });
    const logged = serializeError(wrapper);
    expect(JSON.stringify(logged)).not.toContain(CANARY);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'housekeeping failed',
      statusCode: 503,
      cause: { type: 'DrizzleQueryError', cause: { code: '40P01', message: 'deadlock detected' } },
    });
    const aggregate = serializeError(new AggregateError([failedQuery(databaseError('x', { code: '23514' }))], 'several'));
    expect(JSON.stringify(aggregate)).not.toContain(CANARY);
    expect(aggregate).toMatchObject({ type: 'AggregateError', aggregateErrors: [{ type: 'DrizzleQueryError' }] });
  });

  it('passes other values through and stops at a cause that loops', () => {
    expect(serializeError('text' as never)).toBe('text');
    const looping = new Error('outer');
    looping.cause = new Error('inner', { cause: looping });
    expect(serializeError(looping)).toMatchObject({ message: 'outer', cause: { message: 'inner' } });
    expect((serializeError(looping).cause as { cause?: unknown }).cause).toBeUndefined();
  });
});
