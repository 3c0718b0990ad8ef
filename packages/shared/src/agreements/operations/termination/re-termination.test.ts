import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastDayOfMonth } from '../../../dates.ts';
import type { OperationPlan, PlanOutcome } from '../plan.ts';
import { planTermination } from './plan-termination.ts';
import type { TerminationChoices } from './termination-choices.ts';
import { terminationDates } from './termination-dates.ts';
import { selectionScope, visibleServices } from './termination-rows.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';
import { context, row } from './test-context.ts';

// A service terminated before, ending 2027-03-31, beside one that runs on (issue 19 item 4).
const today = '2026-11-24';
const ending = row({
  id: 1,
  productNumber: 'BAS250',
  productName: 'Bredband 250/250',
  endDate: '2027-03-31',
});
const running = row({ id: 2, productNumber: 'TVSTART', productName: 'Sappa Start' });
const box = row({ id: 3, productNumber: 'BOX015', productName: 'Hyrbox HD', type: 'HARDWARE' });

const terminate = (rows: TerminationChoices['rows'], reasonId = 106): TerminationChoices => ({
  rows,
  reasonId,
  description: '',
  sendConfirmation: true,
});

function planOf(outcome: PlanOutcome): OperationPlan {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
}

describe('terminating a service that already has an end date', () => {
  it('offers only earlier month ends', () => {
    expect(terminationDates(ending, today)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });

  it('refuses its own or a later end date, saying when it ends, and plans nothing', () => {
    for (const endDate of ['2027-03-31', '2027-04-30']) {
      const outcome = planTermination(context([ending, running]), terminate([{ rowId: 1, endDate }]), today);
      expect(outcome).toEqual({
        ok: false,
        refusals: { rows: [TERMINATION_TEXTS.alreadyEnding('Bredband 250/250', '2027-03-31')] },
      });
    }
  });

  it('moves it to an earlier date and says so', () => {
    const plan = planOf(
      planTermination(context([ending, running]), terminate([{ rowId: 1, endDate: '2027-01-31' }]), today),
    );
    expect(plan.endRows).toEqual([
      { rowId: 1, productName: 'Bredband 250/250', endDate: '2027-01-31', previousEndDate: '2027-03-31' },
    ]);
  });

  it('ending the last running service ends the whole agreement, on the latest day any service runs', () => {
    const agreement = context([ending, running, box]);
    expect(selectionScope(visibleServices(agreement.agreement.rows, today), [2])).toBe('avtal');
    const plan = planOf(
      planTermination(agreement, terminate([{ rowId: 2, endDate: '2027-01-31' }], 100), today),
    );
    expect(plan.details).toMatchObject({ scope: 'avtal', agreementEndDate: '2027-03-31' });
    expect(plan.endRows).toEqual([
      { rowId: 2, productName: 'Sappa Start', endDate: '2027-01-31' },
      { rowId: 3, productName: 'Hyrbox HD', endDate: '2027-03-31' },
    ]);
  });
});

const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('for any service with an end date and any chosen month end', () => {
  it('a date on or after its end is refused; an earlier offered one ends it then, naming the old end', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 30 }),
        (today, ahead, pick) => {
          const endDate = lastDayOfMonth(today, ahead);
          const service = { ...ending, endDate };
          const offered = terminationDates(service, today);
          const chosen = lastDayOfMonth(today, 1 + (pick % (ahead + 2)));
          const outcome = planTermination(
            context([service, running]),
            terminate([{ rowId: 1, endDate: chosen }]),
            today,
          );
          expect(offered.every((date) => date < endDate)).toBe(true);
          if (chosen >= endDate) {
            expect(outcome.ok).toBe(false);
            if (!outcome.ok)
              expect(outcome.refusals.rows).toEqual([
                TERMINATION_TEXTS.alreadyEnding(service.productName, endDate),
              ]);
            return;
          }
          expect(outcome.ok).toBe(offered.includes(chosen));
          if (outcome.ok)
            expect(outcome.plan.endRows).toContainEqual({
              rowId: 1,
              productName: service.productName,
              endDate: chosen,
              previousEndDate: endDate,
            });
        },
      ),
    );
  });
});
