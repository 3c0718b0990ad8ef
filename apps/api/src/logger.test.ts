import { describe, expect, it } from 'vitest';
import { serializeError } from './logger.ts';

/** Shaped like node-postgres' DatabaseError, whose message may quote a value of the query. */
function databaseError(message: string): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', routine: 'int4in', code: '22P02' });
}

describe('serializeError', () => {
  it('keeps type, message, stack and causes of our own errors', () => {
    const error = new Error('housekeeping failed', { cause: new TypeError('timed out after 3000 ms') });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'housekeeping failed',
      stack: expect.stringContaining('housekeeping failed'),
      causes: [{ type: 'TypeError', message: 'timed out after 3000 ms' }],
    });
  });

  it('leaves out every message of a chain that holds a database error, keeping codes and stack frames', () => {
    const quoted = 'invalid input syntax for type integer: "191212121212"';
    const wrapper = new Error(quoted, { cause: databaseError(quoted) });
    const serialized = serializeError(wrapper);
    expect(JSON.stringify(serialized)).not.toContain('191212121212');
    expect(serialized).toMatchObject({
      type: 'Error',
      stack: expect.stringMatching(/^\s+at /),
      causes: [{ type: 'Error', code: '22P02' }],
    });
  });

  it('logs only the type of a thrown non-error (it may be any value)', () => {
    expect(serializeError('191212121212')).toEqual({ type: 'string' });
  });
});
