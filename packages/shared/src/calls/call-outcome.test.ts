import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs.ts';
import { callDurationSeconds, callOutcome, formatCallDuration } from './call-outcome.ts';

const runs = { numRuns: propertyRuns(200, 10_000), seed: 29 };

describe('callOutcome: answered, missed or busy', () => {
  it('is ANSWERED once someone answered, whatever the hangup cause', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (cause) => {
        expect(callOutcome({ answered: true, cause })).toBe('ANSWERED');
      }),
      runs,
    );
  });

  it("is BUSY for an unanswered call whose cause is 'busy' and MISSED for any other cause", () => {
    expect(callOutcome({ answered: false, cause: 'busy' })).toBe('BUSY');
    expect(callOutcome({ answered: false, cause: ' Busy ' })).toBe('BUSY');
    for (const cause of ['noAnswer', 'cancel', 'normalClearing', '', null, undefined]) {
      expect(callOutcome({ answered: false, cause })).toBe('MISSED');
    }
  });
});

describe('the talk time', () => {
  it('runs from answer to hangup in whole seconds, and is none without both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: 0, max: 86_400_000 }), (at, talkMs) => {
        const answeredAt = new Date(at);
        const endedAt = new Date(at + talkMs);
        expect(callDurationSeconds({ answeredAt, endedAt })).toBe(Math.floor(talkMs / 1000));
        expect(callDurationSeconds({ answeredAt: null, endedAt })).toBeNull();
        expect(callDurationSeconds({ answeredAt, endedAt: null })).toBeNull();
      }),
      runs,
    );
  });

  it("is shown as 'm:ss', with hours when a call lasts that long", () => {
    expect(formatCallDuration(42)).toBe('0:42');
    expect(formatCallDuration(725)).toBe('12:05');
    expect(formatCallDuration(3723)).toBe('1:02:03');
  });
});
