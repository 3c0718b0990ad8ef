import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../../../dates.ts';
import { planTermination } from './plan-termination.ts';
import { terminationDates } from './termination-dates.ts';
import { terminationRowEnds } from './termination-row-ends.ts';
import { currentEndDate, discountEndDate, startsLater, visibleServices } from './termination-rows.ts';
import { context, row } from './test-context.ts';

const today = '2026-12-06';
const monthEnd = fc.integer({ min: 0, max: 14 }).map((months) => lastDayOfMonth(today, months));
const anyDay = fc.integer({ min: 1, max: 400 }).map((days) => addDays(today, days));

/** Sappa Mix 10 on the welcome campaign with its Kampanjrabatt, and Sappa Play beside it. */
function agreementRows(mixEnd: string | null, discountEnd: string | null, boundUntil: string | null) {
  return [
    row({
      id: 1,
      productNumber: 'TVMIX10',
      productName: 'Sappa Mix 10',
      price: 399,
      endDate: mixEnd,
      boundUntil,
    }),
    row({
      id: 2,
      parentRowId: 1,
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      price: -199.5,
      endDate: discountEnd,
    }),
    row({ id: 3, productNumber: 'PLAY', productName: 'Sappa Play', price: 0 }),
  ];
}

describe('the dates the terminate panel shows are the dates the plan ends rows on', () => {
  it('a discount shows the earlier of its own end and its campaign row’s, before and after the termination', () => {
    fc.assert(
      fc.property(
        fc.option(monthEnd, { nil: null }),
        fc.option(anyDay, { nil: null }),
        fc.option(anyDay, { nil: null }),
        fc.nat(20),
        (mixEnd, discountEnd, boundUntil, pick) => {
          const rows = agreementRows(mixEnd, discountEnd, boundUntil);
          const listed = visibleServices(rows, today);
          const [mix, discount] = rows as [(typeof rows)[0], (typeof rows)[0]];
          // Step 1: 'Avslutas …' as the agreement stands.
          const shown = currentEndDate(discount, listed);
          expect(shown).toBe([mixEnd, discountEnd].filter((day) => day !== null).sort()[0] ?? null);

          // Step 2: the date under the chosen campaign date is the day the plan ends (or keeps) the discount on.
          const dates = terminationDates(mix, today);
          fc.pre(dates.length > 0);
          const chosen = dates[pick % dates.length]!;
          const outcome = planTermination(
            context(rows),
            {
              rows: [{ rowId: 1, endDate: chosen }],
              reasonId: 106,
              description: '',
              sendConfirmation: false,
            },
            today,
          );
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
          const planned = outcome.plan.endRows.find((end) => end.rowId === 2)?.endDate ?? discount.endDate;
          expect(discountEndDate(discount, chosen)).toBe(planned);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a row that starts later is marked, and a date before its start cancels it instead of ending it', () => {
    fc.assert(
      fc.property(anyDay, fc.option(anyDay, { nil: null }), (startDate, boundUntil) => {
        const returning = row({ id: 7, startDate, boundUntil, invoicedUntil: null, saleDate: today });
        expect(startsLater(returning, today)).toBe(true);
        for (const date of terminationDates(returning, today)) {
          const { ends, cancels } = terminationRowEnds({
            rows: [returning],
            services: new Map([[7, date]]),
            agreementDate: null,
            today,
          });
          expect(cancels.some((cancel) => cancel.rowId === 7)).toBe(date < startDate);
          expect(ends.some((end) => end.rowId === 7)).toBe(date >= startDate);
        }
      }),
      { numRuns: 300 },
    );
  });
});
