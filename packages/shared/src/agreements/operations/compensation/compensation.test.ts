import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import { COMPENSATION_TEXTS, type CompensationChoices, planCompensation } from './compensation.ts';

const today = '2026-12-06';
const choices: CompensationChoices = {
  amount: '150',
  reason: 'Driftstörning i tre dagar',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  invoiceTiming: 'NEXT',
};
const rows = [testRow({ id: 1 })];

describe('planCompensation', () => {
  it('credits an active agreement and refuses an ended one whatever the form sent', () => {
    const amount = fc.integer({ min: 0, max: 500 }).map(String);
    fc.assert(
      fc.property(amount, fc.boolean(), (typed, ended) => {
        const outcome = planCompensation(
          testContext(rows, { agreement: { ended } }),
          { ...choices, amount: typed },
          today,
          testHandler,
        );
        if (ended)
          expect(outcome).toEqual({ ok: false, refusals: { '': [COMPENSATION_TEXTS.agreementEnded] } });
        else expect(outcome.ok && outcome.plan.newRows[0]?.price).toBe(Number(typed));
      }),
      { numRuns: 100 },
    );
  });
});
