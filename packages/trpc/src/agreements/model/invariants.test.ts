import { billingEffect, continuedRow, operationPlan } from '@sappis/shared';
import { copyFamilies } from '@sappis/shared/agreements/operations/row-families';
import { catalogueRow } from '@sappis/shared/agreements/operations/testing/catalogue';
import { testContext } from '@sappis/shared/agreements/operations/testing/operation-context';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAddsUp, shownAsCharged } from './billed-invariants.ts';
import {
  appliedAsPreviewed,
  billedToHolder,
  casesAsPlanned,
  channelLimit,
  discountWithCampaign,
  endedAgreementMarked,
  endedAgreementNotCharged,
  noRowComesBack,
  noRowEndsBeforeStart,
  type Observation,
  pausePreservesPrice,
} from './invariants.ts';
import { provisioningFollowsRows } from './provisioning-invariants.ts';

const today = '2026-11-27';
const mix = catalogueRow('TVMIX5', { id: 1, campaignPrice: 199, campaignEndDate: '2027-02-28' });
const discount = catalogueRow('RABATT', { id: 2, parentRowId: 1, price: -100, endDate: '2027-02-28' });
const box = catalogueRow('BOX015', { id: 3 });
const channel = (id: number, productNumber: string) =>
  catalogueRow('TVMIX5', { id, parentRowId: 1, productNumber, price: 0 });

function observe(rows: Observation['agreement']['rows'], overrides: Partial<Observation> = {}): Observation {
  return {
    today,
    agreement: { ended: false, rows, pendingRows: [], unsentOrders: [] },
    applied: null,
    terminatedOn: null,
    continuedRowIds: new Set(),
    pauseWatch: null,
    holder: 100001,
    assignments: [],
    channelRules: new Map([['TVMIX5', { limit: 2, channels: new Set(['KAN001', 'KAN002', 'KAN003']) }]]),
    shownRows: rows,
    invoices: [],
    ...overrides,
  };
}

describe('model invariants', () => {
  it('hold for a running agreement with its campaign, discount, hire box and channels', () => {
    const rows = [mix, discount, box, channel(4, 'KAN001'), channel(5, 'KAN002')];
    for (const invariant of [
      endedAgreementNotCharged,
      endedAgreementMarked,
      discountWithCampaign,
      channelLimit,
      noRowEndsBeforeStart,
    ])
      expect(invariant(observe(rows))).toEqual([]);
  });

  it('catch an ended agreement whose hire box still runs, and one whose rows all ended unmarked', () => {
    const ended = [
      { ...mix, endDate: '2026-12-31' },
      { ...discount, endDate: '2026-12-31' },
    ];
    expect(
      endedAgreementNotCharged(
        observe([...ended, box], {
          agreement: { ended: true, rows: [...ended, box], pendingRows: [], unsentOrders: [] },
        }),
      ),
    ).toEqual(['the agreement is ended but row 3 (BOX015) has no end date']);
    expect(endedAgreementMarked(observe(ended, { today: '2027-01-01' }))).toHaveLength(1);
    expect(endedAgreementMarked(observe(ended, { today: '2026-12-31' }))).toEqual([]);
  });

  it('catch a discount running after its campaign row ended', () => {
    expect(discountWithCampaign(observe([{ ...mix, endDate: '2026-12-01' }, discount]))).toEqual([
      'discount row 2 (RABATT) runs on 2026-12-02 without its campaign row 1',
    ]);
  });

  it('catch a third channel of a two-channel package and a channel twice, only on the days they overlap', () => {
    const rows = [
      mix,
      channel(4, 'KAN001'),
      channel(5, 'KAN002'),
      { ...channel(6, 'KAN003'), startDate: '2027-01-01' },
    ];
    expect(channelLimit(observe(rows))).toEqual(['row 1 (TVMIX5) has 3 channels on 2027-01-01, at most 2']);
    const twice = [
      mix,
      { ...channel(4, 'KAN001'), endDate: '2026-12-31' },
      { ...channel(5, 'KAN001'), startDate: '2026-12-31' },
    ];
    expect(channelLimit(observe(twice))).toEqual(['row 1 (TVMIX5) has KAN001 twice on 2026-12-31']);
  });

  it('catch a row that runs after a whole-agreement termination, a continued one aside', () => {
    const rows = [{ ...mix, endDate: '2026-12-31' }, box];
    const terminated = { terminatedOn: '2026-12-31' };
    expect(noRowComesBack(observe(rows, terminated))).toEqual([
      "row 3 (BOX015) runs after the agreement's end 2026-12-31",
    ]);
    expect(noRowComesBack(observe(rows, { ...terminated, continuedRowIds: new Set([3]) }))).toEqual([]);
  });

  it('catch a pause whose services return without their campaign price', () => {
    const paused = { ...mix, endDate: '2026-12-31' };
    const returned = { ...mix, id: 9, startDate: '2027-02-01', campaignPrice: null, campaignEndDate: null };
    const pauseWatch = { rowsBefore: [mix], returnDate: '2027-02-01' };
    expect(pausePreservesPrice(observe([paused, returned], { pauseWatch }))).toEqual([
      'after the pause (return 2027-02-01) the rate on 2027-02-01 is 29900 öre, before it 19900 öre',
    ]);
    expect(
      pausePreservesPrice(
        observe([paused, { ...returned, campaignPrice: 199, campaignEndDate: '2027-02-28' }], { pauseWatch }),
      ),
    ).toEqual([]);
  });

  it('catch a row ended on another day than previewed, a row not in the plan, and a case not planned', () => {
    const context = testContext([mix, discount, box]);
    const plan = operationPlan({
      operation: 'terminate',
      agreementNumber: context.agreement.agreementNumber,
      endRows: [{ rowId: 3, productName: box.productName, endDate: '2026-12-31' }],
    });
    const applied = {
      label: 'terminate some',
      today,
      context,
      plan: { ...plan, billing: billingEffect(context, plan, today) },
      result: {
        planFingerprint: '',
        caseNumbers: [],
        createdRowIds: [],
        endedRowIds: [3],
        confirmation: 'NOT_ASKED' as const,
      },
      pendingRowsBefore: [],
      rowsAfter: [mix, discount, { ...box, endDate: '2026-12-31' }],
      pendingRowsAfter: [],
      casesOpened: [],
      target: null,
      holderAfter: context.customer.customerNumber,
    };
    expect(appliedAsPreviewed(observe([], { applied }))).toEqual([]);
    expect(casesAsPlanned(observe([], { applied }))).toEqual([]);
    const late = {
      ...applied,
      rowsAfter: [mix, discount, { ...box, endDate: '2027-01-31' }, catalogueRow('KOMPENSATION', { id: 7 })],
    };
    expect(appliedAsPreviewed(observe([], { applied: late }))).toEqual([
      'row 3 (BOX015) is {"startDate":"2025-01-01","endDate":"2027-01-31","boundUntil":null,"price":29}, previewed {"startDate":"2025-01-01","endDate":"2026-12-31","boundUntil":null,"price":29}',
      'row 7 (KOMPENSATION) appeared without being in the plan',
      'the rate on 2027-01-01 is 22800 öre, previewed 19900 öre',
    ]);
    const stray = { ...applied, casesOpened: [{ number: 5, typeId: 183 }] };
    expect(casesAsPlanned(observe([], { applied: stray }))).toEqual([
      'opened cases of types 183, planned ',
      'answered case numbers , opened 5',
    ]);
  });

  it("catch a move's new agreement whose discount hangs under the old campaign row, and an agreement held by the wrong customer", () => {
    const context = testContext([mix, discount]);
    const moveDate = '2027-01-01';
    const plan = operationPlan({
      operation: 'move',
      agreementNumber: context.agreement.agreementNumber,
      endRows: [mix, discount].map((row) => ({
        rowId: row.id,
        productName: row.productName,
        endDate: '2026-12-31',
      })),
      target: {
        agreementNumber: null,
        address: null,
        rows: copyFamilies([mix, discount], (row) => continuedRow(row, moveDate)).rows,
      },
    });
    const ended = (row: typeof mix) => ({ ...row, endDate: '2026-12-31' });
    const movedMix = { ...mix, id: 11, startDate: moveDate };
    const movedDiscount = { ...discount, id: 12, parentRowId: 11, startDate: moveDate };
    const applied = {
      label: 'move',
      today,
      context,
      plan: { ...plan, billing: billingEffect(context, plan, today) },
      result: {
        planFingerprint: '',
        caseNumbers: [],
        createdRowIds: [11, 12],
        endedRowIds: [1, 2],
        confirmation: 'NOT_ASKED' as const,
        targetAgreementNumber: 1000099,
      },
      pendingRowsBefore: [],
      rowsAfter: [ended(mix), ended(discount)],
      pendingRowsAfter: [],
      casesOpened: [],
      target: { id: 99, agreementNumber: 1000099, rowsAfter: [movedMix, movedDiscount] },
      holderAfter: context.customer.customerNumber,
    };
    expect(appliedAsPreviewed(observe([], { applied }))).toEqual([]);
    const unlinked = {
      ...applied,
      target: { ...applied.target, rowsAfter: [movedMix, { ...movedDiscount, parentRowId: 1 }] },
    };
    expect(appliedAsPreviewed(observe([], { applied: unlinked }))).toEqual([
      expect.stringMatching(
        /^agreement 1000099: new row 12 \(RABATT\) is .*"parentRowId":1.*previewed .*"parentRowId":11/,
      ),
      // Without its campaign row the discount is charged on its own there.
      'agreement 1000099: the rate on 2027-01-01 is 9900 öre, previewed 19900 öre',
    ]);
    const assigned = { ...applied, holderAfter: 100002 };
    expect(appliedAsPreviewed(observe([], { applied: assigned }))).toEqual([
      `the agreement is held by customer 100002, planned ${context.customer.customerNumber}`,
    ]);
  });

  it('flag exactly the rows that end before they start', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 6 }), (lengths) => {
        const rows = lengths.map((length, index) => {
          const end = new Date(Date.UTC(2027, 0, 1 + length)).toISOString().slice(0, 10);
          return catalogueRow('BOX015', { id: index + 1, startDate: '2027-01-01', endDate: end });
        });
        expect(noRowEndsBeforeStart(observe(rows))).toHaveLength(
          lengths.filter((length) => length < 0).length,
        );
      }),
    );
  });

  it('catch, after an assignment, a service billed on both sides of the hand-over and the wrong holder', () => {
    const assignments = [
      {
        assignerCustomerNumber: 100001,
        receiverCustomerNumber: 200002,
        endDate: '2026-12-31',
        startDate: '2027-01-01',
      },
    ];
    const assigners = { ...mix, endDate: '2026-12-31' };
    const receivers = { ...mix, id: 7, startDate: '2027-01-01', campaignPrice: null, campaignEndDate: null };
    // The hire box is not a service line: it stays at the address and is billed to whoever holds the agreement.
    const rows = [assigners, { ...discount, endDate: '2026-12-31' }, receivers, box];
    expect(billedToHolder(observe(rows, { assignments }))).toEqual([]);
    expect(billedToHolder(observe(rows, { assignments, today: '2027-01-01', holder: 200002 }))).toEqual([]);
    expect(billedToHolder(observe(rows, { assignments, today: '2027-01-01' }))).toEqual([
      'on 2027-01-01 the agreement is held by customer 100001, not 200002',
    ]);
    expect(billedToHolder(observe([mix, receivers], { assignments, holder: 200002 }))).toEqual([
      'on 2026-11-27 the agreement is held by customer 200002, not 100001',
      'row 1 (TVMIX5) is billed to the assigner on 2026-12-31 and to customer 200002 on 2027-01-01',
    ]);
  });

  it('catch a table row that shows another amount than the projection charges, and an invoice whose rows do not add up', () => {
    const rows = [mix, discount, box];
    expect(shownAsCharged(observe(rows))).toEqual([]);
    // The view answers the campaign row without its campaign end: it shows 199 kr after the campaign.
    const lost = [{ ...mix, campaignEndDate: null }, discount, box];
    expect(shownAsCharged(observe(rows, { today: '2027-03-01', shownRows: lost }))).toEqual([
      'row 1 (TVMIX5) shows 19900 öre, the projection charges 29900 öre on 2027-03-01',
      "row 1 (TVMIX5) shows 'Kampanj' on 2027-03-01",
      'the rows billed today show 22800 öre, the monthly cost today is 32800 öre',
    ]);
    expect(shownAsCharged(observe(rows, { shownRows: null }))).toEqual([
      'the customer view does not list the agreement',
    ]);
    const reversed = {
      invoiceNumber: 10000902,
      remainingAmount: 478,
      rows: [{ amount: 478 }, { amount: -231.74 }],
    };
    expect(invoiceAddsUp(observe(rows, { invoices: [{ ...reversed, amount: 478 }] }))).toEqual([
      'invoice 10000902 says 47800 öre, its rows sum to 24626 öre',
    ]);
    expect(invoiceAddsUp(observe(rows, { invoices: [{ ...reversed, amount: 246.26 }] }))).toEqual([]);
  });

  it("catch a suspension of a row that never comes back, and an order due on another day than the row's end", () => {
    const paused = { ...box, endDate: '2027-01-31' };
    const back = catalogueRow('BOX015', { id: 9, startDate: '2027-03-01' });
    const suspend = { rowId: 3, action: 'SUSPEND' as const, dueOn: '2027-02-01' };
    const state = (
      rows: Observation['agreement']['rows'],
      unsentOrders: Observation['agreement']['unsentOrders'],
    ) => observe(rows, { agreement: { ended: false, rows, pendingRows: [], unsentOrders } });
    expect(provisioningFollowsRows(state([paused, back], [suspend]))).toEqual([]);
    expect(provisioningFollowsRows(state([paused], [suspend]))).toEqual([
      'row 3 (BOX015) is to be suspended on 2027-02-01 but never comes back',
    ]);
    expect(provisioningFollowsRows(state([paused], [{ ...suspend, action: 'DEACTIVATE' }]))).toEqual([]);
    expect(
      provisioningFollowsRows(state([paused], [{ ...suspend, action: 'DEACTIVATE', dueOn: '2027-03-01' }])),
    ).toEqual(['row 3 (BOX015) has a DEACTIVATE due 2027-03-01 but ends 2027-01-31']);
  });
});
