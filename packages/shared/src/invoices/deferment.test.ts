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
      TODAY,
    );
    expect(ok).toMatchObject({ ok: true, plan: { oldDueDate: '2026-03-31', newDueDate: '2026-04-30' } });
    expect(ok.ok && ok.plan.case).toMatchObject({ typeId: 248, ownerGroupId: 42 });
    const late = planDeferment(
      { colour: 'GREEN', invoices: [invoice] },
      { invoiceNumber: 1, newDueDate: '2026-05-01' },
      TODAY,
    );
    expect(late).toEqual({
      ok: false,
      refusals: { newDueDate: [DEFERMENT_TEXTS.dateOutsideWindow('2026-04-01', '2026-04-30')] },
    });
  });

  it('never moves the due date earlier, to the same day or into the past', () => {
    const refusal = (newDueDate: string, today = TODAY) => {
      const outcome = planDeferment(
        { colour: 'GREEN', invoices: [invoice] },
        { invoiceNumber: 1, newDueDate },
        today,
      );
      return outcome.ok ? null : outcome.refusals.newDueDate;
    };
    // Inside the spec's window (2026-03-01 to 2026-04-30), but before or on the current due date.
    expect(refusal('2026-03-20')).toEqual([DEFERMENT_TEXTS.dateNotLater('2026-03-31')]);
    expect(refusal('2026-03-31')).toEqual([DEFERMENT_TEXTS.dateNotLater('2026-03-31')]);
    expect(refusal('2026-04-01')).toBeNull();
    // An overdue invoice: later than its due date, but already passed.
    expect(refusal('2026-04-10', '2026-04-15')).toEqual([DEFERMENT_TEXTS.datePassed]);
    expect(refusal('2026-04-15', '2026-04-15')).toBeNull();
    // Due on the window's last day already, or the window is over: no date is left.
    expect(refusal('2026-04-30', '2026-05-02')).toEqual([DEFERMENT_TEXTS.noLaterDate('2026-04-30')]);
    const dueLast = { ...invoice, dueDate: '2026-04-30' };
    expect(
      planDeferment(
        { colour: 'GREEN', invoices: [dueLast] },
        { invoiceNumber: 1, newDueDate: '2026-04-30' },
        TODAY,
      ),
    ).toEqual({ ok: false, refusals: { newDueDate: [DEFERMENT_TEXTS.noLaterDate('2026-04-30')] } });
  });

  it('needs an invoice and a date, refuses invoices on collection and refuses everything when red', () => {
    expect(
      planDeferment({ colour: 'GREEN', invoices: [invoice] }, { invoiceNumber: 0, newDueDate: '' }, TODAY),
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
        TODAY,
      ),
    ).toMatchObject({ ok: false, refusals: { invoiceNumber: [DEFERMENT_TEXTS.invoiceNotDeferrable] } });
    expect(
      planDeferment(
        { colour: 'RED', invoices: [invoice] },
        { invoiceNumber: 1, newDueDate: '2026-04-01' },
        TODAY,
      ),
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
  /** An invoice dated `invoiceDate`, due 0–60 days after it, looked at 0–90 days after it. */
  const situation = fc.record({
    invoiceDate: day,
    dueAfter: fc.integer({ min: 0, max: 60 }),
    todayAfter: fc.integer({ min: 0, max: 90 }),
    offset: fc.integer({ min: -40, max: 100 }),
  });

  it("keeps to the spec's window (invoice date to the end of the next month), also across year ends", () => {
    expect(defermentWindow({ invoiceDate: '2025-12-10', dueDate: '2025-12-09' }, '2025-12-01')).toEqual({
      first: '2025-12-10',
      last: '2026-01-31',
    });
    expect(defermentWindow({ invoiceDate: '2024-01-31', dueDate: '2024-01-31' }, '2024-01-31')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
    fc.assert(
      fc.property(situation, ({ invoiceDate, dueAfter, todayAfter }) => {
        const dueDate = addDays(invoiceDate, dueAfter);
        const today = addDays(invoiceDate, todayAfter);
        const { first, last } = defermentWindow({ invoiceDate, dueDate }, today);
        expect(last).toBe(lastDayOfMonth(addDays(lastDayOfMonth(invoiceDate), 1)));
        expect(addDays(last, 1).slice(8)).toBe('01');
        expect(first >= invoiceDate && first > dueDate && first >= today).toBe(true);
        expect([invoiceDate, addDays(dueDate, 1), today]).toContain(first);
      }),
    );
  });

  it('accepts exactly the days of the window: never earlier than the due date, never in the past', () => {
    fc.assert(
      fc.property(situation, ({ invoiceDate, dueAfter, todayAfter, offset }) => {
        const dueDate = addDays(invoiceDate, dueAfter);
        const today = addDays(invoiceDate, todayAfter);
        const newDueDate = addDays(invoiceDate, offset);
        const invoice = { invoiceNumber: 7, invoiceDate, dueDate, remainingAmount: 1, controlStatus: null };
        const { first, last } = defermentWindow(invoice, today);
        const outcome = planDeferment(
          { colour: 'YELLOW', invoices: [invoice] },
          { invoiceNumber: 7, newDueDate },
          today,
        );
        expect(outcome.ok).toBe(newDueDate >= first && newDueDate <= last);
        if (outcome.ok) {
          expect(outcome.plan.newDueDate > dueDate).toBe(true);
          expect(outcome.plan.newDueDate >= today).toBe(true);
          expect(outcome.plan.newDueDate <= lastDayOfMonth(invoiceDate, 1)).toBe(true);
        } else expect(outcome.refusals.newDueDate).toHaveLength(1);
      }),
    );
  });
});
