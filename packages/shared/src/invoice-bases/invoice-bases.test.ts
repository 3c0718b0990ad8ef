import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expensesCopyText, FILL_IN_EXPENSES_TEXT, saveBlockedReason } from './form.ts';
import { invoiceCodeLabel, withQuickPhrase } from './labels.ts';
import { invoiceBasisFieldsSchema } from './schemas.ts';
import { canTransition, INVOICE_BASIS_STATUSES, isBasisEditable, isBasisPrintable } from './status.ts';
import { amountOf, basisTotal, basisTotalOre, lineTotal, lineTotalOre, roundMoney } from './totals.ts';

/** An amount with at most 2 decimals, as the columns hold. */
const cents = (max: number) => fc.integer({ min: -max * 100, max: max * 100 }).map((value) => value / 100);
const expense = fc.record({ description: fc.string(), quantity: cents(1000), price: cents(100_000) });

describe('invoice basis totals', () => {
  it('multiplies quantity by price per line', () => {
    expect(lineTotal({ quantity: 1.5, price: 650 })).toBe(975);
    expect(lineTotal({ quantity: '2', price: '129,50' })).toBe(259);
    expect(lineTotal({ quantity: '', price: 10 })).toBe(0);
  });

  it('rounds the total to 2 decimals, half away from zero', () => {
    expect(basisTotal([{ quantity: 1, price: 1.005 }])).toBe(1.01);
    expect(
      basisTotal([
        { quantity: 0.33, price: 0.33 },
        { quantity: 0.33, price: 0.33 },
      ]),
    ).toBe(0.22);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(basisTotal([{ quantity: -0.01, price: 0.01 }])).toBe(0);
    expect(basisTotal([])).toBe(0);
  });

  it('rounds each line to whole öre and totals the lines shown, so they add up to Totalt', () => {
    // Quantities with decimals give products with 4 decimals: 24,9975 + 99,9975 + 9,9975.
    const expenses = [
      { quantity: 0.33, price: 75.75 },
      { quantity: 0.75, price: 133.33 },
      { quantity: 0.15, price: 66.65 },
    ];
    expect(expenses.map(lineTotal)).toEqual([25, 100, 10]);
    expect(basisTotal(expenses)).toBe(135);
    fc.assert(
      fc.property(fc.array(expense, { maxLength: 20 }), (all) => {
        const total = basisTotal(all);
        // At most 2 decimals: the nearest double to its own 2-decimal text.
        expect(Number(total.toFixed(2))).toBe(total);
        expect(basisTotalOre(all)).toBe(all.reduce((sum, row) => sum + lineTotalOre(row), 0));
        for (const row of all) {
          const exact = (Math.round(row.quantity * 100) * Math.round(row.price * 100)) / 10_000;
          expect(Math.abs(lineTotal(row) - exact)).toBeLessThanOrEqual(0.005 + 1e-6);
        }
      }),
    );
  });

  it('does not depend on the order of the expenses', () => {
    fc.assert(
      fc.property(fc.array(expense, { maxLength: 10 }), (expenses) => {
        expect(basisTotal([...expenses].reverse())).toBe(basisTotal(expenses));
      }),
    );
  });

  it('reads empty or unparsable input as 0', () => {
    expect(amountOf('')).toBe(0);
    expect(amountOf('abc')).toBe(0);
    expect(amountOf(null)).toBe(0);
    expect(amountOf('1,25')).toBe(1.25);
  });
});

describe('the save rule', () => {
  const ready = {
    invoiceAo: 'AO-1',
    forwardBilling: true,
    expenses: [{ description: 'Teknikerbesök', quantity: '1', price: '895' }],
  };

  it('allows saving a filled basis', () => {
    expect(saveBlockedReason(ready)).toBeNull();
    expect(saveBlockedReason({ ...ready, forwardBilling: false })).toBeNull();
  });

  it.each([
    ['no expenses', { expenses: [] }],
    ['an expense without description', { expenses: [{ description: ' ', quantity: 1, price: 1 }] }],
    ['an expense without price', { expenses: [{ description: 'A', quantity: 1, price: '' }] }],
    ['no sequence number', { invoiceAo: '  ' }],
    [
      'a total of 0',
      {
        expenses: [
          { description: 'A', quantity: 1, price: 5 },
          { description: 'B', quantity: 1, price: -5 },
        ],
      },
    ],
    ['forward billing not set', { forwardBilling: null }],
  ])("refuses %s with 'Fyll i kostnader och löpnummer'", (_, change) => {
    expect(saveBlockedReason({ ...ready, ...change })).toBe(FILL_IN_EXPENSES_TEXT);
  });

  it('is enforced by the input schema', () => {
    const fields = {
      invoiceDate: null,
      invoiceCode: 1,
      customerNumber: null,
      agreementNumber: null,
      mainOrderId: null,
      mainCentral: null,
      invoiceAo: 'AO-1',
      customerName: null,
      customerReference: null,
      invoiceAddress: null,
      ourReference: null,
      forwardBilling: true,
      paymentTerms: 30,
      client: null,
      caseDate: null,
      issue: null,
      measure: null,
      expenses: [{ description: 'Teknikerbesök', quantity: 1, price: 895 }],
    };
    expect(invoiceBasisFieldsSchema.safeParse(fields).success).toBe(true);
    const blocked = invoiceBasisFieldsSchema.safeParse({ ...fields, forwardBilling: null });
    expect(blocked.error?.issues[0]?.message).toBe(FILL_IN_EXPENSES_TEXT);
    expect(
      invoiceBasisFieldsSchema.safeParse({
        ...fields,
        expenses: [{ description: 'A', quantity: 1.001, price: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('copying expenses', () => {
  it('copies rows with a description and a positive line total, tab-separated, one per line', () => {
    const text = expensesCopyText([
      { description: 'Teknikerbesök', quantity: '1', price: '895' },
      { description: '', quantity: '1', price: '100' },
      { description: 'Rabatt', quantity: '1', price: '-50' },
      { description: 'Noll', quantity: '0', price: '100' },
      { description: 'Arbetstid\t(timmar)', quantity: '1.5', price: '650' },
    ]);
    expect(text).toBe('Teknikerbesök\t1\t895\t895\nArbetstid (timmar)\t1,5\t650\t975');
  });

  it('copies nothing when no row qualifies', () => {
    expect(expensesCopyText([{ description: 'A', quantity: '', price: '' }])).toBe('');
  });
});

describe('the state machine', () => {
  it('allows in progress → ready → invoiced and ready back to in progress, nothing else', () => {
    const allowed = INVOICE_BASIS_STATUSES.flatMap((from) =>
      INVOICE_BASIS_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['IN_PROGRESS→READY', 'READY→IN_PROGRESS', 'READY→INVOICED']);
  });

  it('edits and deletes only in progress, prints only ready or invoiced', () => {
    expect(INVOICE_BASIS_STATUSES.filter(isBasisEditable)).toEqual(['IN_PROGRESS']);
    expect(INVOICE_BASIS_STATUSES.filter(isBasisPrintable)).toEqual(['READY', 'INVOICED']);
  });
});

describe('labels and quick phrases', () => {
  it("labels invoice codes 1 and 3 'Okänd'", () => {
    expect([1, 2, 3].map(invoiceCodeLabel)).toEqual(['Okänd', '2', 'Okänd']);
  });

  it('adds a quick phrase on a line of its own', () => {
    expect(withQuickPhrase('', 'Trasigt uttag.')).toBe('Trasigt uttag.');
    expect(withQuickPhrase('Ingen signal. ', 'Trasigt uttag.')).toBe('Ingen signal.\nTrasigt uttag.');
  });
});
