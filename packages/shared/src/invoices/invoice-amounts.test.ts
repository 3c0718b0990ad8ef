import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAmountsAfter } from './invoice-amounts.ts';

describe('invoiceAmountsAfter', () => {
  it("makes 'Belopp' the sum of the rows and keeps what was paid (invoice 10000902 reversed in part)", () => {
    const rows = [{ amount: 399 }, { amount: 79 }, { amount: -231.74 }];
    expect(invoiceAmountsAfter(rows, { amount: 478, remainingAmount: 478 })).toEqual({
      amount: 24_626,
      remaining: 24_626,
    });
    // Paid in full: the credit is the customer's.
    expect(invoiceAmountsAfter(rows, { amount: 478, remainingAmount: 0 })).toEqual({
      amount: 24_626,
      remaining: -23_174,
    });
  });

  it('for any rows and payment: the amount is the exact sum of the rows in öre, amount less remaining is what was paid', () => {
    const kronor = fc.integer({ min: -500_000, max: 500_000 }).map((ore) => ore / 100);
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: kronor }), { maxLength: 30 }),
        kronor,
        kronor,
        (rows, amount, remainingAmount) => {
          const after = invoiceAmountsAfter(rows, { amount, remainingAmount });
          const exact = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
          expect(after.amount).toBe(exact);
          expect(after.amount - after.remaining).toBe(
            Math.round(amount * 100) - Math.round(remainingAmount * 100),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
