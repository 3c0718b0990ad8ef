import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMonthEnd } from '../../../dates.ts';
import { planFingerprint } from '../fingerprint.ts';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import { plannedParentsOf, tvFamilyRows } from '../testing/tv-families.ts';
import {
  ASSIGNMENT_TEXTS,
  type AssignmentChoices,
  assignmentEndDates,
  assignmentSuccessLines,
  canSearchReceiver,
  earliestAssignmentEndDate,
  planAssignment,
} from './assignment.ts';

const receiver = { customerNumber: 200002, name: 'Per Holm', email: 'per@example.se' };
const choices = (overrides: Partial<AssignmentChoices> = {}): AssignmentChoices => ({
  receiverCustomerNumber: receiver.customerNumber,
  endDate: '2026-11-30',
  emailAssigner: true,
  emailAssignee: true,
  ...overrides,
});

describe('assignment end dates', () => {
  it('offers the next 60 month-ends from this month', () => {
    const dates = assignmentEndDates([testRow()], '2026-11-24');
    expect(dates).toHaveLength(60);
    expect(dates[0]).toBe('2026-11-30');
    expect(dates[1]).toBe('2026-12-31');
    expect(dates[3]).toBe('2027-02-28');
    expect(dates[59]).toBe('2031-10-31');
  });

  it('on the last day of a month, that day is the earliest', () => {
    expect(assignmentEndDates([], '2028-02-29')[0]).toBe('2028-02-29');
    expect(earliestAssignmentEndDate([], '2026-12-31')).toBe('2026-12-31');
  });

  it('the earliest is the latest billed-to date of the active lines when later than this month-end', () => {
    const rows = [
      testRow({ id: 1, invoicedUntil: '2026-12-31' }),
      testRow({ id: 2, invoicedUntil: '2027-01-31' }),
      // Ended before today: its billed-to date does not count.
      testRow({ id: 3, endDate: '2026-10-31', invoicedUntil: '2027-06-30' }),
    ];
    expect(earliestAssignmentEndDate(rows, '2026-11-24')).toBe('2027-01-31');
    const dates = assignmentEndDates(rows, '2026-11-24');
    expect(dates[0]).toBe('2027-01-31');
    expect(dates).toHaveLength(58);
  });

  it('a billed-to date before this month-end leaves the end of this month', () => {
    expect(earliestAssignmentEndDate([testRow({ invoicedUntil: '2026-10-31' })], '2026-11-24')).toBe(
      '2026-11-30',
    );
  });

  it('a mid-month billed-to date offers the first month-end after it', () => {
    expect(assignmentEndDates([testRow({ invoicedUntil: '2027-01-15' })], '2026-11-24')[0]).toBe(
      '2027-01-31',
    );
  });

  it('every offered day is a month-end, ascending, not before the earliest (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 0, max: 2000 })),
        (date, billedOffset) => {
          const today = date.toISOString().slice(0, 10);
          const billed =
            billedOffset === null
              ? null
              : new Date(date.getTime() + billedOffset * 86_400_000).toISOString().slice(0, 10);
          const rows = [testRow({ invoicedUntil: billed })];
          const dates = assignmentEndDates(rows, today);
          const earliest = earliestAssignmentEndDate(rows, today);
          expect(dates.length).toBeLessThanOrEqual(60);
          for (const [index, day] of dates.entries()) {
            expect(isMonthEnd(day)).toBe(true);
            expect(day >= earliest).toBe(true);
            if (index > 0) expect(day > (dates[index - 1] ?? '')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('planAssignment', () => {
  const rows = [
    testRow({ id: 1, productName: 'Bredband 250/250' }),
    testRow({ id: 2, type: 'ADDON', productNumber: 'TRYGG', productName: 'Trygg', endDate: '2027-06-30' }),
    testRow({ id: 3, type: 'EXTRA_BILLING', productNumber: 'INST', productName: 'Installation' }),
    testRow({ id: 4, type: 'HARDWARE', productNumber: 'BOX', productName: 'Box' }),
    testRow({ id: 5, productNumber: 'GAMMAL', productName: 'Gammal', endDate: '2026-11-15' }),
  ];

  it('ends the running services on the end date and starts them for the receiver the day after', () => {
    const outcome = planAssignment(testContext(rows), choices(), '2026-11-24', testHandler, receiver);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    const { plan } = outcome;
    expect(plan.operation).toBe('assignment');
    expect(plan.endRows).toEqual([
      { rowId: 1, productName: 'Bredband 250/250', endDate: '2026-11-30' },
      { rowId: 2, productName: 'Trygg', endDate: '2026-11-30' },
    ]);
    expect(plan.newRows.map((row) => [row.sourceRowId, row.startDate, row.endDate])).toEqual([
      [1, '2026-12-01', null],
      [2, '2026-12-01', '2027-06-30'],
    ]);
    expect(plan.startDate).toBe('2026-12-01');
    expect(plan.confirmations.map((item) => item.to)).toEqual(['assigner', 'assignee']);
    expect(plan.confirmations[0]?.email.paragraphs).toEqual([
      'Avtal: 1000011 har överlåtits till Per Holm',
      'Slutdatumen för överlåtaren är 2026-11-30',
    ]);
    expect(plan.confirmations[1]?.email.paragraphs).toEqual([
      'Avtal: 1000011 har överlåtits till Per Holm',
      'Startdatumet för mottagaren är 2026-12-01',
    ]);
    expect(plan.details).toMatchObject({ assignerCustomerNumber: 100001, assigneeCustomerNumber: 200002 });
  });

  it('the assigner holds the agreement through the end date: it is handed over on the start date, not before', () => {
    const outcome = planAssignment(testContext(rows), choices(), '2026-11-24', testHandler, receiver);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    expect(outcome.plan.followUps).toEqual([
      {
        kind: 'handOverAgreement',
        runOn: '2026-12-01',
        assignerCustomerNumber: 100001,
        receiverCustomerNumber: 200002,
        receiverName: 'Per Holm',
      },
    ]);
  });

  it('refuses to assign an agreement again while it is on its way to another customer', () => {
    const context = testContext(rows);
    const handOver = {
      assignerCustomerNumber: 100001,
      receiverCustomerNumber: 300003,
      receiverName: 'Eva Ek',
      startDate: '2027-01-01',
    };
    const outcome = planAssignment(
      { ...context, agreement: { ...context.agreement, handOver } },
      choices(),
      '2026-11-24',
      testHandler,
      receiver,
    );
    expect(outcome).toEqual({
      ok: false,
      refusals: { '': [ASSIGNMENT_TEXTS.handOverPending('Eva Ek', '2027-01-01')] },
    });
  });

  it("keeps the families for the receiver: each sub-row under its parent's copy, campaign and binding kept", () => {
    // An upcoming channel of the Mix 10 from the receiver's first day.
    const upcoming = testRow({
      id: 26,
      parentRowId: 20,
      productNumber: 'KAN025',
      productName: 'TLC',
      category: 'TV',
      price: 0,
      startDate: '2026-12-01',
    });
    const family = [...tvFamilyRows(), upcoming];
    const outcome = planAssignment(testContext(family), choices(), '2026-11-24', testHandler, receiver);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    const parents = plannedParentsOf(outcome.plan.newRows);
    expect(parents.map((row) => row.sourceRowId).sort()).toEqual(family.map((row) => row.id).sort());
    for (const { sourceRowId, parentSourceRowId } of parents) {
      expect(parentSourceRowId).toBe(family.find((row) => row.id === sourceRowId)?.parentRowId ?? null);
    }
    // It never ran for the assigner: cancelled there, not ended before it starts.
    expect(outcome.plan.cancelRows).toEqual([{ rowId: 26, productName: 'TLC', startDate: '2026-12-01' }]);
    expect(outcome.plan.endRows.map((end) => end.rowId)).not.toContain(26);
    expect(outcome.plan.newRows.find((row) => row.sourceRowId === 20)).toMatchObject({
      startDate: '2026-12-01',
      campaignId: 1,
      campaignPrice: 199.5,
      boundUntil: '2026-05-31',
    });
  });

  it('refuses the same customer, a missing receiver, a date not offered and an ended agreement', () => {
    const same = planAssignment(testContext(rows), choices(), '2026-11-24', testHandler, {
      ...receiver,
      customerNumber: 100001,
    });
    expect(same).toEqual({
      ok: false,
      refusals: { receiverCustomerNumber: [ASSIGNMENT_TEXTS.sameCustomer] },
    });
    const missing = planAssignment(
      testContext(rows),
      choices({ endDate: '' }),
      '2026-11-24',
      testHandler,
      null,
    );
    expect(missing).toEqual({
      ok: false,
      refusals: {
        receiverCustomerNumber: [ASSIGNMENT_TEXTS.receiverRequired],
        endDate: [ASSIGNMENT_TEXTS.endDateRequired],
      },
    });
    for (const endDate of ['2026-11-29', '2026-10-31', '2031-11-30', 'x']) {
      const outcome = planAssignment(
        testContext(rows),
        choices({ endDate }),
        '2026-11-24',
        testHandler,
        receiver,
      );
      expect(outcome).toEqual({ ok: false, refusals: { endDate: [ASSIGNMENT_TEXTS.endDateNotOffered] } });
    }
    const ended = planAssignment(
      testContext(rows, { agreement: { ended: true } }),
      choices(),
      '2026-11-24',
      testHandler,
      receiver,
    );
    expect(ended.ok).toBe(false);
  });

  it('a confirmation to an invalid address is not planned but marked unsendable; unchecked is not asked', () => {
    const outcome = planAssignment(
      testContext(rows, { email: 'ingen@epost.saknas' }),
      choices({ emailAssignee: false }),
      '2026-11-24',
      testHandler,
      receiver,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.confirmations).toEqual([]);
    expect(outcome.plan.unsendable).toEqual(['assigner']);
    expect(outcome.plan.confirmationUnsendable).toBe(true);
  });

  it('the fingerprint changes with the receiver and the date', () => {
    const plan = (r = receiver, endDate = '2026-11-30') => {
      const outcome = planAssignment(testContext(rows), choices({ endDate }), '2026-11-24', testHandler, r);
      if (!outcome.ok) throw new Error('refused');
      return planFingerprint(outcome.plan);
    };
    expect(plan()).toBe(plan());
    expect(plan({ ...receiver, customerNumber: 200003 })).not.toBe(plan());
    expect(plan(receiver, '2026-12-31')).not.toBe(plan());
  });
});

describe('assignment texts', () => {
  it('search needs 3 characters', () => {
    expect(canSearchReceiver('12')).toBe(false);
    expect(canSearchReceiver(' 12 ')).toBe(false);
    expect(canSearchReceiver('123')).toBe(true);
  });

  it('success lines with both confirmations', () => {
    const base = {
      planFingerprint: '0',
      agreementNumber: 1000011,
      receiver,
      assigner: { name: 'Karin Lindqvist', email: 'karin@example.se' },
      endDate: '2026-11-30',
      startDate: '2026-12-01',
      createdRowIds: [],
      endedRowIds: [],
      caseNumbers: [],
    };
    expect(
      assignmentSuccessLines({ ...base, assignerConfirmation: 'SENT', assigneeConfirmation: 'NOT_SENT' }),
    ).toEqual([
      'Avtal: 1000011 har överlåtits till Per Holm',
      'Slutdatumen för överlåtaren är 2026-11-30',
      'Startdatumet för mottagaren är 2026-12-01',
      'En bekräftelse har skickats till Karin Lindqvist (karin@example.se)',
      'Det gick INTE att skicka bekräftelse till mottagaren.',
    ]);
    expect(
      assignmentSuccessLines({
        ...base,
        assignerConfirmation: 'NOT_SENT',
        assigneeConfirmation: 'NOT_ASKED',
      }),
    ).toContain('Det gick INTE att skicka bekräftelse till överlåtaren.');
  });
});
