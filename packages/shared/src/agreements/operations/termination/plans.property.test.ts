import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMonthEnd } from '../../../dates.ts';
import type { OperationRow } from '../snapshot.ts';
import { planRegret } from './plan-regret.ts';
import { planTermination } from './plan-termination.ts';
import { isWithinRegretWindow, terminationDates } from './termination-dates.ts';
import {
  campaignRowOf,
  closeSelection,
  selectionScope,
  toggleRow,
  visibleServices,
} from './termination-rows.ts';
import { context, row } from './test-context.ts';

const day = fc
  .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2033-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const optionalDay = fc.option(day, { nil: null });

/** An agreement of 1-6 services, some with a discount sub-row (FRI or not), random dates. */
const agreementRows = fc
  .array(
    fc.record({
      productNumber: fc.constantFrom('BAS250', 'TVMIX5', 'PLAY', 'FRIBAS'),
      invoicedUntil: optionalDay,
      boundUntil: optionalDay,
      endDate: optionalDay,
      saleDate: optionalDay,
      discount: fc.option(fc.constantFrom('RABATT', 'FRI3MAN'), { nil: null }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((items) => {
    const rows: OperationRow[] = [];
    for (const [index, item] of items.entries()) {
      const id = index * 2 + 1;
      const { discount, ...fields } = item;
      rows.push(row({ id, rowNumber: id, ...fields, startDate: '2023-01-01' }));
      if (discount)
        rows.push(
          row({ id: id + 1, rowNumber: id + 1, parentRowId: id, price: -50, productNumber: discount }),
        );
    }
    return rows;
  });

describe('termination plans, for any agreement', () => {
  it('ticking never leaves a campaign row and its discounts apart', () => {
    fc.assert(
      fc.property(agreementRows, day, fc.array(fc.nat(20), { maxLength: 10 }), (rows, today, clicks) => {
        const listed = visibleServices(rows, today);
        let selected: number[] = [];
        for (const click of clicks) selected = toggleRow(listed, selected, click, () => true);
        expect(closeSelection(listed, selected)).toEqual(selected);
      }),
    );
  });

  it('ends only listed rows, on offered month ends, discounts with their campaign row', () => {
    fc.assert(
      fc.property(
        agreementRows,
        day,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (rows, today, picks) => {
          const listed = visibleServices(rows, today);
          const picked = listed.filter((item, index) => picks[index] && !campaignRowOf(item, listed));
          const choices = {
            rows: picked.map((item) => ({
              rowId: item.id,
              endDate: terminationDates(item, today).at(-1) ?? '',
            })),
            reasonId: 113,
            description: '',
            sendConfirmation: false,
          };
          const outcome = planTermination(context(rows), choices, today);
          const allDated = picked.every((item) => terminationDates(item, today).length > 0);
          // Services already ending count as covered (selectionScope).
          const scopeAll =
            selectionScope(
              listed,
              picked.map((item) => item.id),
            ) === 'avtal';
          // Reason 113 is a subscription reason: refused exactly when everything is selected.
          expect(outcome.ok).toBe(picked.length > 0 && allDated && !scopeAll);
          if (!outcome.ok) return;
          const dates = new Map(outcome.plan.endRows.map((end) => [end.rowId, end.endDate]));
          for (const end of outcome.plan.endRows) {
            const item = listed.find((candidate) => candidate.id === end.rowId) as OperationRow;
            const campaign = campaignRowOf(item, listed);
            if (campaign) expect(end.endDate).toBe(dates.get(campaign.id));
            else expect(terminationDates(item, today)).toContain(end.endDate);
            expect(isMonthEnd(end.endDate)).toBe(true);
          }
        },
      ),
    );
  });

  it('regrets exactly rows bought in the last 14 days', () => {
    fc.assert(
      fc.property(agreementRows, day, (rows, today) => {
        const listed = visibleServices(rows, today);
        for (const item of listed.filter((candidate) => !campaignRowOf(candidate, listed))) {
          const outcome = planRegret(
            context(rows),
            { rowIds: [item.id], reasonId: 113, description: 'x', sendConfirmation: false, regretFee: false },
            today,
          );
          // Reason 113 is a subscription reason: the test keeps to partial regrets.
          if (selectionScope(listed, [item.id]) === 'avtal') continue;
          expect(outcome.ok).toBe(isWithinRegretWindow(item, today));
        }
      }),
    );
  });
});
