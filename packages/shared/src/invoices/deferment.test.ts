import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../dates.ts';
import {
  DEFERMENT_TEXTS,
  type DefermentHistory,
  defermentColour,
  defermentWindow,
  isDeferrable,
  isLateInvoice,
  planDeferment,
} from './deferment.ts';

const TODAY = '2026-03-15';
const paidLate = {
  invoiceDate: '2026-01-01',
  dueDate: '2026-01-31',
  paidDate: '2026-02-05',
  remainingAmount: 0,
};
const history = (defermentDays: string[], late = 0): DefermentHistory => ({
  defermentDays,
  invoices: Array.from({ length: late }, () => paidLate),
});

describe('deferment colour', () => {
  it('is green without deferments or late invoices in the last 12 months', () => {
    expect(defermentColour(history([]), TODAY)).toBe('GREEN');
    expect(defermentColour(history(['2025-03-15', '2025-01-10']), TODAY)).toBe('GREEN');
  });
  it('is yellow after one deferment or 3 to 4 late invoices', () => {
    expect(defermentColour(history(['2025-03-16']), TODAY)).toBe('YELLOW');
    expect(defermentColour(history([], 3), TODAY)).toBe('YELLOW');
    expect(defermentColour(history([], 4), TODAY)).toBe('YELLOW');
    expect(defermentColour(history([], 2), TODAY)).toBe('GREEN');
  });
  it('is red after two deferments in 12 months or more than 4 late invoices', () => {
    expect(defermentColour(history(['2025-06-01', '2026-02-01']), TODAY)).toBe('RED');
    expect(defermentColour(history([], 5), TODAY)).toBe('RED');
  });
  it('counts invoices late when paid after the due date or unpaid past it', () => {
    expect(isLateInvoice(paidLate, TODAY)).toBe(true);
    expect(isLateInvoice({ ...paidLate, paidDate: '2026-01-31' }, TODAY)).toBe(false);
    const unpaid = { invoiceDate: '2026-02-01', dueDate: '2026-02-28', paidDate: null, remainingAmount: 10 };
    expect(isLateInvoice(unpaid, TODAY)).toBe(true);
    expect(isLateInvoice({ ...unpaid, dueDate: '2026-03-31' }, TODAY)).toBe(false);
  });
});

describe('deferrable invoices', () => {
  const invoice = {
    invoiceNumber: 1,
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    remainingAmount: 100,
    controlStatus: null,
  };
  it('offers invoices with rest amount above 0 not on collection', () => {
    expect(isDeferrable(invoice)).toBe(true);
    expect(isDeferrable({ ...invoice, remainingAmount: 0 })).toBe(false);
    expect(isDeferrable({ ...invoice, controlStatus: 'PåInkasso' })).toBe(false);
    expect(isDeferrable({ ...invoice, controlStatus: 'Påminnelse' })).toBe(true);
  });

  it('plans a new due date inside the window and refuses one outside it', () => {
    const ok = planDeferment(
      { colour: 'GREEN', invoices: [invoice] },
      { invoiceNumber: 1, newDueDate: '2026-04-30' },
    );
    expect(ok).toMatchObject({ ok: true, plan: { oldDueDate: '2026-03-31', newDueDate: '2026-04-30' } });
    expect(ok.ok && ok.plan.case).toMatchObject({ typeId: 248, ownerGroupId: 42 });
    const late = planDeferment(
      { colour: 'GREEN', invoices: [invoice] },
      { invoiceNumber: 1, newDueDate: '2026-05-01' },
    );
    expect(late).toEqual({
      ok: false,
      refusals: { newDueDate: [DEFERMENT_TEXTS.dateOutsideWindow('2026-03-01', '2026-04-30')] },
    });
  });

  it('needs an invoice and a date, refuses invoices on collection and refuses everything when red', () => {
    expect(
      planDeferment({ colour: 'GREEN', invoices: [invoice] }, { invoiceNumber: 0, newDueDate: '' }),
    ).toEqual({
      ok: false,
      refusals: {
        invoiceNumber: [DEFERMENT_TEXTS.invoiceRequired],
        newDueDate: [DEFERMENT_TEXTS.dateRequired],
      },
    });
    const collected = { ...invoice, controlStatus: 'PåInkasso' };
    expect(
      planDeferment(
        { colour: 'GREEN', invoices: [collected] },
        { invoiceNumber: 1, newDueDate: '2026-04-01' },
      ),
    ).toMatchObject({ ok: false, refusals: { invoiceNumber: [DEFERMENT_TEXTS.invoiceNotDeferrable] } });
    expect(
      planDeferment({ colour: 'RED', invoices: [invoice] }, { invoiceNumber: 1, newDueDate: '2026-04-01' }),
    ).toMatchObject({ ok: false, refusals: { '': [DEFERMENT_TEXTS.red] } });
  });
});

describe('due-date window', () => {
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('runs from the invoice date to the last day of the next month, also across year ends', () => {
    expect(defermentWindow('2025-12-10')).toEqual({ first: '2025-12-10', last: '2026-01-31' });
    expect(defermentWindow('2024-01-31')).toEqual({ first: '2024-01-31', last: '2024-02-29' });
    fc.assert(
      fc.property(day, (invoiceDate) => {
        const { first, last } = defermentWindow(invoiceDate);
        expect(first).toBe(invoiceDate);
        expect(last).toBe(lastDayOfMonth(addDays(lastDayOfMonth(invoiceDate), 1)));
        expect(addDays(last, 1).slice(8)).toBe('01');
      }),
    );
  });

  it('accepts exactly the days inside the window', () => {
    const invoice = (invoiceDate: string) => ({
      invoiceNumber: 7,
      invoiceDate,
      dueDate: lastDayOfMonth(invoiceDate),
      remainingAmount: 1,
      controlStatus: null,
    });
    fc.assert(
      fc.property(day, fc.integer({ min: -40, max: 80 }), (invoiceDate, offset) => {
        const newDueDate = addDays(invoiceDate, offset);
        const { first, last } = defermentWindow(invoiceDate);
        const outcome = planDeferment(
          { colour: 'YELLOW', invoices: [invoice(invoiceDate)] },
          { invoiceNumber: 7, newDueDate },
        );
        expect(outcome.ok).toBe(newDueDate >= first && newDueDate <= last);
      }),
    );
  });
});
