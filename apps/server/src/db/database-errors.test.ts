import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

// The real faults (a stopped, restarted and frozen PostgreSQL): database-outage.test.ts.
describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: shutdown, connection class, refused sockets, pg and pg-pool timeouts', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('write EPIPE', 'EPIPE'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Migration 0030 failed', { cause: new Error('Connection terminated due to connection timeout') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves a statement that is wrong, and anything else, to be a 500', () => {
    for (const error of [
      withCode('syntax error at or near "selec"', '42601'),
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('deadlock detected', '40P01'),
      new Error('something else'),
      'not an error',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
