import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../dates.ts';
import { CHANNEL_SCHEDULE_TEXTS } from '../../channel-schedule.ts';
import type { OperationRow } from '../snapshot.ts';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testRow } from '../testing/operation-context.ts';
import { bindingEndDate } from './binding.ts';
import { currentRowDates, type EditRowDatesChoices, planEditRowDates } from './edit-row-dates.ts';
import {
  endDateFrozenUntil,
  hasFixedEndDate,
  pickerBounds,
  rowDateRules,
  EDIT_ROW_DATES_TEXTS as TEXTS,
} from './row-date-rules.ts';

const TODAY = '2026-05-14';

const row = (overrides: Partial<OperationRow> = {}) => testRow({ id: 11, rowNumber: 1, ...overrides });

const plan = (target: OperationRow, dates: Partial<EditRowDatesChoices>, today = TODAY) =>
  planEditRowDates(
    { agreement: { agreementNumber: 500_001, rows: [target] }, products: {} },
    { ...currentRowDates(target), ...dates },
    today,
  );

function changed(target: OperationRow, dates: Partial<EditRowDatesChoices>) {
  const outcome = plan(target, dates);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  const [change] = outcome.plan.changeRowDates;
  if (!change) throw new Error('no change planned');
  return change;
}

const refusals = (target: OperationRow, dates: Partial<EditRowDatesChoices>) => {
  const outcome = plan(target, dates);
  return outcome.ok ? {} : outcome.refusals;
};

describe('planEditRowDates: the start date', () => {
  const upcoming = row({ startDate: '2026-06-01', bindingMonths: 12, boundUntil: '2027-05-31' });

  it('moves a future start and recomputes a bound row’s bound-until date', () => {
    expect(changed(upcoming, { startDate: '2026-07-15' })).toEqual({
      rowId: 11,
      productName: 'Bredband 250/250',
      startDate: '2026-07-15',
      endDate: null,
      boundUntil: '2027-07-14',
    });
    expect(changed(upcoming, { startDate: '2026-05-15' }).boundUntil).toBe('2027-05-14');
  });

  it('keeps the bound-until date of a row without binding months and when only the end changes', () => {
    const unbound = row({ startDate: '2026-06-01', boundUntil: '2026-12-31' });
    expect(changed(unbound, { startDate: '2026-06-10' }).boundUntil).toBe('2026-12-31');
    expect(changed(upcoming, { endDate: '2026-12-31' }).boundUntil).toBe('2027-05-31');
  });

  it('refuses a start that has passed or is today, and a new start that is not in the future', () => {
    expect(refusals(row({ startDate: TODAY }), { startDate: '2026-06-01' })).toEqual({
      startDate: [TEXTS.checkWithBusinessSupport],
    });
    expect(refusals(row(), { startDate: '2026-06-01' })).toEqual({
      startDate: [TEXTS.checkWithBusinessSupport],
    });
    expect(refusals(upcoming, { startDate: TODAY })).toEqual({ startDate: [TEXTS.checkWithBusinessSupport] });
    expect(refusals(upcoming, { startDate: '2026-02-30' })).toEqual({ startDate: [TEXTS.invalidStart] });
    expect(refusals(upcoming, { startDate: '' })).toEqual({ startDate: [TEXTS.invalidStart] });
  });

  it('refuses a start after the end', () => {
    const ending = row({ startDate: '2026-06-01', endDate: '2026-08-31' });
    expect(refusals(ending, { startDate: '2026-09-01' })).toEqual({ startDate: [TEXTS.startAfterEnd] });
    expect(refusals(ending, { startDate: '2026-07-01', endDate: '2026-06-30' })).toEqual({
      endDate: [TEXTS.endBeforeStart],
    });
  });
});

describe('planEditRowDates: the end date', () => {
  it('moves an end date that lies after this month and the invoiced period to another such day', () => {
    const ending = row({ endDate: '2026-09-30', invoicedUntil: '2026-05-31' });
    expect(changed(ending, { endDate: '2026-12-31' })).toMatchObject({
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    expect(changed(ending, { endDate: '2026-06-01' }).endDate).toBe('2026-06-01');
    expect(changed(row(), { endDate: '2026-07-31' }).endDate).toBe('2026-07-31');
  });

  it('refuses to move an end date into this month or the invoiced period, or one that lies there', () => {
    const ending = row({ endDate: '2026-09-30' });
    expect(refusals(ending, { endDate: '2026-05-31' })).toEqual({
      endDate: [TEXTS.checkWithBusinessSupport],
    });
    expect(refusals(row({ endDate: '2026-05-31' }), { endDate: '2026-08-31' })).toEqual({
      endDate: [TEXTS.checkWithBusinessSupport],
    });
    const invoiced = row({ endDate: '2026-07-31', invoicedUntil: '2026-07-31' });
    expect(refusals(invoiced, { endDate: '2026-10-31' })).toEqual({
      endDate: [TEXTS.checkWithBusinessSupport],
    });
    const open = row({ invoicedUntil: '2026-06-30' });
    expect(refusals(open, { endDate: '2026-06-30' })).toEqual({ endDate: [TEXTS.checkWithBusinessSupport] });
    expect(changed(open, { endDate: '2026-07-01' }).endDate).toBe('2026-07-01');
  });

  it('never changes the end date of Playtjänster or Digitala tjänster rows, their future start still', () => {
    for (const category of ['Playtjänster', 'Digitala tjänster']) {
      const play = row({ category, startDate: '2026-06-01', endDate: '2026-12-31' });
      expect(refusals(play, { endDate: '2027-01-31' })).toEqual({ endDate: [TEXTS.fixedEndCategory] });
      expect(changed(play, { startDate: '2026-06-02' }).endDate).toBe('2026-12-31');
    }
  });

  it('does not clear an end date', () => {
    expect(refusals(row({ endDate: '2026-09-30' }), { endDate: '' })).toEqual({
      endDate: [TEXTS.invalidEnd],
    });
  });
});

describe('planEditRowDates: an additional row', () => {
  const extra = row({
    type: 'EXTRA_BILLING',
    productNumber: 'KOMPENSATION',
    startDate: '2026-06-01',
    endDate: '2026-08-31',
  });

  it('keeps both dates within the row’s current start and end', () => {
    expect(changed(extra, { startDate: '2026-06-15', endDate: '2026-07-31' })).toMatchObject({
      startDate: '2026-06-15',
      endDate: '2026-07-31',
    });
    expect(refusals(extra, { endDate: '2026-09-30' })).toEqual({ endDate: [TEXTS.outsideRowPeriod] });
    expect(refusals(extra, { startDate: '2026-05-20' })).toEqual({ startDate: [TEXTS.outsideRowPeriod] });
  });

  it('offers pickers bounded by the current period, the start by the chosen end', () => {
    const rules = rowDateRules(extra, TODAY);
    expect(rules.additional).toBe(true);
    expect(pickerBounds(rules, { startDate: '2026-06-01', endDate: '2026-07-31' })).toEqual({
      start: { min: '2026-06-01', max: '2026-07-31' },
      end: { min: '2026-06-01', max: '2026-08-31' },
    });
  });
});

describe('planEditRowDates: the operation as a whole', () => {
  it('refuses when nothing changed or the row is not on the agreement', () => {
    expect(refusals(row({ startDate: '2026-06-01' }), {})).toEqual({ '': [TEXTS.nothingChanged] });
    expect(refusals(row(), { rowId: 99 })).toEqual({ '': [TEXTS.rowMissing] });
  });

  it('plans the edit-dates operation with the previous dates as details', () => {
    const outcome = plan(row({ startDate: '2026-06-01' }), { startDate: '2026-06-02' });
    expect(outcome.ok && outcome.plan).toMatchObject({
      operation: 'editRowDates',
      agreementNumber: 500_001,
      cases: [],
      newRows: [],
      details: { rowId: 11, previousStartDate: '2026-06-01', previousEndDate: null },
    });
  });
});

describe('rowDateRules', () => {
  it('locks the start of a started row and the end of a row ending this month, with the Visma text', () => {
    const rules = rowDateRules(row({ endDate: '2026-05-31' }), TODAY);
    expect(rules.start).toMatchObject({ editable: false, lockedReason: TEXTS.checkWithBusinessSupport });
    expect(rules.end).toMatchObject({ editable: false, lockedReason: TEXTS.checkWithBusinessSupport });
  });

  it('bounds a future start from tomorrow and an end from after this month or the invoiced period', () => {
    const rules = rowDateRules(row({ startDate: '2026-06-01', invoicedUntil: '2026-06-30' }), TODAY);
    expect(rules.start).toEqual({ editable: true, lockedReason: null, min: '2026-05-15', max: null });
    expect(rules.end).toEqual({ editable: true, lockedReason: null, min: '2026-07-01', max: null });
  });
});

// ───────────── Properties ─────────────

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);
/** Days around today: passed, this month, the next months, and the edges (today, tomorrow, this month's end). */
const nearDay = fc.oneof(
  fc.integer({ min: -90, max: 500 }).map((offset) => addDays(TODAY, offset)),
  fc.constantFrom(TODAY, addDays(TODAY, 1), '2026-05-31', '2026-06-01'),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const anyRow = fc
  .record({
    type: fc.constantFrom('SERVICE', 'HARDWARE', 'EXTRA_BILLING', 'ADDON' as const),
    category: fc.constantFrom('Bredband', 'TV', 'Playtjänster', 'Digitala tjänster'),
    startDate: maybe(nearDay),
    length: maybe(fc.integer({ min: 0, max: 400 })),
    bindingMonths: maybe(fc.constantFrom(1, 3, 12, 24, 36)),
    invoicedUntil: maybe(nearDay),
  })
  .map(({ length, ...facts }) =>
    row({
      ...facts,
      type: facts.type as OperationRow['type'],
      endDate: length === null ? null : addDays(facts.startDate ?? TODAY, length),
      boundUntil:
        facts.bindingMonths && facts.startDate ? bindingEndDate(facts.startDate, facts.bindingMonths) : null,
    }),
  );

/** A chosen date: the row's own, none, a near day or a day that does not exist. */
const chosenDay = (current: string | null) =>
  fc.oneof(fc.constant(current ?? ''), fc.constant(''), nearDay, fc.constant('2026-02-30'));

describe('planEditRowDates properties', () => {
  it('every accepted plan keeps to the rules', () => {
    fc.assert(
      fc.property(
        anyRow.chain((target) =>
          fc.tuple(fc.constant(target), chosenDay(target.startDate), chosenDay(target.endDate)),
        ),
        ([target, startDate, endDate]) => {
          const outcome = plan(target, { startDate, endDate });
          if (!outcome.ok) return;
          const [change] = outcome.plan.changeRowDates;
          if (!change) throw new Error('no change planned');
          const frozenUntil = endDateFrozenUntil(target, TODAY);
          if (change.startDate !== target.startDate) {
            expect(target.startDate === null || target.startDate > TODAY).toBe(true);
            expect(change.startDate! > TODAY).toBe(true);
          }
          if (change.endDate !== target.endDate) {
            expect(hasFixedEndDate(target)).toBe(false);
            expect(target.endDate === null || target.endDate > frozenUntil).toBe(true);
            expect(change.endDate! > frozenUntil).toBe(true);
          }
          if (change.startDate && change.endDate) expect(change.startDate <= change.endDate).toBe(true);
          if (rowDateRules(target, TODAY).additional && target.startDate && target.endDate) {
            for (const day of [change.startDate, change.endDate]) {
              expect(day! >= target.startDate && day! <= target.endDate).toBe(true);
            }
          }
          const expectedBound =
            change.startDate !== target.startDate && target.bindingMonths
              ? bindingEndDate(change.startDate!, target.bindingMonths)
              : target.boundUntil;
          expect(change.boundUntil).toBe(expectedBound);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts every change the pickers offer', () => {
    const inRange = (min: string, max: string | null) =>
      fc
        .integer({ min: 0, max: Math.max(0, daysBetween(min, max ?? addDays(min, 600))) })
        .map((n) => addDays(min, n));
    fc.assert(
      fc.property(
        anyRow.chain((target) => {
          const rules = rowDateRules(target, TODAY);
          const current = { startDate: target.startDate, endDate: target.endDate };
          const endRange = pickerBounds(rules, current).end;
          const end = rules.end.editable ? inRange(endRange.min, endRange.max) : fc.constant(target.endDate);
          return fc.tuple(fc.constant(target), end).chain(([, endDate]) => {
            const startRange = pickerBounds(rules, { ...current, endDate }).start;
            const start = rules.start.editable
              ? inRange(startRange.min, startRange.max)
              : fc.constant(target.startDate);
            return fc.tuple(
              fc.constant(target),
              start,
              fc.constant(endDate),
              fc.constant({ startRange, endRange }),
            );
          });
        }),
        ([target, startDate, endDate, { startRange, endRange }]) => {
          fc.pre(startRange.max === null || startRange.min <= startRange.max);
          fc.pre(endRange.max === null || endRange.min <= endRange.max);
          fc.pre(startDate !== target.startDate || endDate !== target.endDate);
          const outcome = plan(target, { startDate: startDate ?? '', endDate: endDate ?? '' });
          expect(outcome.ok ? 'ok' : outcome.refusals).toBe('ok');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('planEditRowDates: sub-rows stay inside their row', () => {
  // The reference catalogue's Sappa Mix 10 with the welcome campaign's RABATT, a chosen channel and a channel
  // that starts later; Mix 10 starts in the future, so both of its dates can be edited.
  const mix = catalogueRow('TVMIX10', { id: 21, startDate: '2026-07-01', campaignPrice: 199.5 });
  const discount = catalogueRow('RABATT', {
    id: 22,
    parentRowId: 21,
    price: -199.5,
    startDate: '2026-07-01',
    endDate: '2027-06-30',
  });
  const channel = catalogueRow('TVMIX10', {
    id: 23,
    parentRowId: 21,
    productName: 'TV4 Fakta',
    price: 0,
    startDate: '2026-07-01',
  });
  const later = catalogueRow('TVMIX10', {
    id: 24,
    parentRowId: 21,
    productName: 'TLC',
    price: 0,
    startDate: '2027-03-01',
  });
  const rows = [mix, discount, channel, later];
  const planOf = (dates: Partial<EditRowDatesChoices>) => {
    const outcome = planEditRowDates(
      { agreement: { agreementNumber: 500_001, rows }, products: {} },
      { ...currentRowDates(mix), ...dates },
      TODAY,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    return outcome.plan;
  };

  it('ends the discount and the channels with their row, and cancels a channel that would not start by then', () => {
    const plan = planOf({ endDate: '2027-01-31' });
    expect(plan.changeRowDates.map((change) => [change.rowId, change.startDate, change.endDate])).toEqual([
      [21, '2026-07-01', '2027-01-31'],
      [22, '2026-07-01', '2027-01-31'],
      [23, '2026-07-01', '2027-01-31'],
    ]);
    expect(plan.cancelRows).toEqual([{ rowId: 24, productName: 'TLC', startDate: '2027-03-01' }]);
  });

  it('starts the sub-rows with their row when its start moves later', () => {
    const plan = planOf({ startDate: '2026-09-01' });
    expect(plan.changeRowDates.map((change) => [change.rowId, change.startDate])).toEqual([
      [21, '2026-09-01'],
      [22, '2026-09-01'],
      [23, '2026-09-01'],
    ]);
  });

  it('never leaves a sub-row running on a day its row does not, whatever dates are chosen', () => {
    const day = fc.integer({ min: 1, max: 900 }).map((days) => addDays(TODAY, days));
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), (startDate, endDate) => {
        const outcome = planEditRowDates(
          { agreement: { agreementNumber: 500_001, rows }, products: {} },
          { rowId: mix.id, startDate, endDate: endDate ?? '' },
          TODAY,
        );
        if (!outcome.ok) return;
        const cancelled = new Set(outcome.plan.cancelRows.map((cancel) => cancel.rowId));
        const dates = new Map(outcome.plan.changeRowDates.map((change) => [change.rowId, change]));
        const after = rows
          .filter((row) => !cancelled.has(row.id))
          .map((row) => ({ ...row, ...(dates.get(row.id) ?? {}) }));
        const parent = after.find((row) => row.id === mix.id)!;
        for (const subRow of after.filter((row) => row.parentRowId === mix.id)) {
          expect(subRow.startDate! >= parent.startDate!).toBe(true);
          if (parent.endDate !== null)
            expect(subRow.endDate !== null && subRow.endDate <= parent.endDate).toBe(true);
          if (subRow.endDate !== null) expect(subRow.endDate >= subRow.startDate!).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('planEditRowDates: a sub-row', () => {
  // Found by the model-based test: after an assignment the receiver's Mix 10 and its RABATT start on the same day;
  // moving the discount's start earlier let it run without its campaign row.
  const mix = catalogueRow('TVMIX10', { id: 41, startDate: '2026-06-01', endDate: '2027-03-31' });
  const discount = catalogueRow('RABATT', {
    id: 42,
    parentRowId: 41,
    price: -199.5,
    startDate: '2026-06-01',
  });
  const planOf = (dates: Partial<EditRowDatesChoices>) =>
    planEditRowDates(
      { agreement: { agreementNumber: 500_001, rows: [mix, discount] }, products: {} },
      { ...currentRowDates(discount), ...dates },
      TODAY,
    );

  it('cannot start before its main row nor run past its end', () => {
    expect(planOf({ startDate: '2026-05-20' })).toEqual({
      ok: false,
      refusals: { startDate: [TEXTS.beforeMainRow('2026-06-01')] },
    });
    expect(planOf({ endDate: '2027-04-30' })).toEqual({
      ok: false,
      refusals: { endDate: [TEXTS.afterMainRow('2027-03-31')] },
    });
    expect(planOf({ startDate: '2026-06-15', endDate: '2027-03-31' }).ok).toBe(true);
  });
});

describe('planEditRowDates: a channel of a package', () => {
  // Sappa Mix 10 with ten chosen channels; one of them is swapped at the month end: the old one ends 2026-05-31,
  // its replacement starts 2026-06-01 (as 'Kanaler' plans a swap).
  const mix10 = catalogueProduct('TVMIX10');
  const channels = mix10.channelPackage?.channels.slice(0, 11) ?? [];
  const packageRow = catalogueRow('TVMIX10', { id: 1, startDate: '2026-01-01' });
  const channelRows = channels.map((productNumber, index) =>
    testRow({
      id: 100 + index,
      rowNumber: 100 + index,
      parentRowId: 1,
      productNumber,
      productName: productNumber,
      startDate: index === 10 ? '2026-06-01' : '2026-01-01',
      endDate: index === 9 ? '2026-05-31' : null,
    }),
  );
  const replacement = channelRows[10] as OperationRow;
  const channelPlan = (dates: Partial<EditRowDatesChoices>) =>
    planEditRowDates(
      {
        agreement: { agreementNumber: 500_001, rows: [packageRow, ...channelRows] },
        products: { TVMIX10: mix10 },
      },
      { ...currentRowDates(replacement), ...dates },
      TODAY,
    );

  it('refuses a start that makes the package run more channels than it may have on some day', () => {
    expect(channels).toHaveLength(11);
    const outcome = channelPlan({ startDate: '2026-05-20' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.refusals.startDate).toEqual([
      CHANNEL_SCHEDULE_TEXTS.limit({ day: '2026-05-20', count: 11, limit: 10 }),
    ]);
  });

  it('accepts the same channel moved later, after the channel it replaces has ended', () => {
    expect(channelPlan({ startDate: '2026-06-15' }).ok).toBe(true);
  });
});
