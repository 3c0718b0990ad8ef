import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type InvoiceRowFacts,
  planReverseInvoice,
  REVERSE_INVOICE_TEXTS,
  reversalAmount,
} from './reverse-invoice.ts';

const period: InvoiceRowFacts = {
  transactionNo: 1,
  productNumber: 'BAS250',
  description: 'Bredband 250/250',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  amount: 300,
  reversed: false,
};
const oneOff: InvoiceRowFacts = {
  ...period,
  transactionNo: 2,
  productNumber: 'FRAKT',
  periodFrom: null,
  periodTo: null,
  amount: 149,
};
const pick = (transactionNo: number, periodFrom: string | null = null, periodTo: string | null = null) => ({
  transactionNo,
  transGroup3: 2 as const,
  periodFrom,
  periodTo,
});

describe('reverse invoice', () => {
  it('reverses picked rows with their TransGr3 and opens case 227', () => {
    const outcome = planReverseInvoice([period, oneOff], {
      invoiceNumber: 9,
      rows: [pick(1), { ...pick(2), transGroup3: 33 }],
    });
    expect(
      outcome.ok && outcome.plan.reversals.map((item) => [item.transactionNo, item.amount, item.transGroup3]),
    ).toEqual([
      [1, -300, 2],
      [2, -149, 33],
    ]);
    expect(outcome.ok && outcome.plan.case).toMatchObject({ typeId: 227, header: 'Vänd faktura 9' });
    expect(REVERSE_INVOICE_TEXTS.success(2)).toBe('Att vända 2 rad(er) lyckades!');
  });

  it('needs a row, refuses a row reversed before and dates on a one-off charge', () => {
    expect(planReverseInvoice([period], { invoiceNumber: 9, rows: [] })).toEqual({
      ok: false,
      refusals: { rows: [REVERSE_INVOICE_TEXTS.rowsRequired] },
    });
    expect(
      planReverseInvoice([{ ...period, reversed: true }], { invoiceNumber: 9, rows: [pick(1)] }),
    ).toEqual({
      ok: false,
      refusals: { 'row.1': [REVERSE_INVOICE_TEXTS.alreadyReversed] },
    });
    expect(planReverseInvoice([period], { invoiceNumber: 9, rows: [pick(1), pick(1)] }).ok).toBe(false);
    expect(
      planReverseInvoice([oneOff], { invoiceNumber: 9, rows: [pick(2, '2026-11-01', '2026-11-02')] }),
    ).toEqual({
      ok: false,
      refusals: { 'row.2': [REVERSE_INVOICE_TEXTS.oneOffDates] },
    });
    expect(
      planReverseInvoice([period], { invoiceNumber: 9, rows: [pick(1, '2026-10-31', '2026-11-30')] }).ok,
    ).toBe(false);
  });

  it('credits a part of the period in proportion to its days, never more than the row', () => {
    expect(reversalAmount(period, '2026-11-16', '2026-11-30')).toBe(-150);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 29 }), (a, b) => {
        const from = `2026-11-${String(Math.min(a, 30 - b)).padStart(2, '0')}`;
        const to = `2026-11-${String(Math.max(a, 30 - b)).padStart(2, '0')}`;
        const amount = reversalAmount(period, from, to);
        expect(amount).toBeLessThan(0);
        expect(amount).toBeGreaterThanOrEqual(-300);
      }),
    );
  });
});
