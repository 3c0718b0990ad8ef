import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs.ts';
import { type CallNotice, nextCallNotices } from './call-notice.ts';

const notice = (callId: string, state: CallNotice['state']): CallNotice => ({
  callId,
  state,
  number: '+46701234567',
  queue: null,
  answeredBy: state === 'RINGING' ? null : 'Anna Agent',
  outcome: state === 'ENDED' ? 'ANSWERED' : null,
  customers: [],
});

describe('the notices a tab shows', () => {
  it('shows each call once, in its latest state, until its hangup closes it', () => {
    const event = fc.record({
      callId: fc.constantFrom('a', 'b', 'c'),
      state: fc.constantFrom<CallNotice['state']>('RINGING', 'ANSWERED', 'ENDED'),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const shown = events.reduce<CallNotice[]>(
          (current, e) => nextCallNotices(current, notice(e.callId, e.state)),
          [],
        );
        const ids = shown.map((n) => n.callId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const n of shown) {
          const last = events.filter((e) => e.callId === n.callId).at(-1);
          expect(last?.state).toBe(n.state);
          expect(n.state).not.toBe('ENDED');
        }
        for (const callId of ['a', 'b', 'c']) {
          const last = events.filter((e) => e.callId === callId).at(-1);
          if (last && last.state !== 'ENDED') expect(ids).toContain(callId);
        }
      }),
      { numRuns: propertyRuns(200, 10_000), seed: 29 },
    );
  });

  it('ignores a payload that is no notice', () => {
    const shown = [notice('a', 'RINGING')];
    expect(nextCallNotices(shown, { callId: 'a', state: 'ENDED' })).toEqual(shown);
    expect(nextCallNotices(shown, null)).toEqual(shown);
  });
});
