import { describe, expect, it } from 'vitest';
import { billingEffect } from '../../billing/billing-effect.ts';
import { billingEffectLines } from '../../billing/billing-text.ts';
import { CATALOGUE_TERMINATION_REASONS, catalogueRow } from '../testing/catalogue.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { PAUSE, PAUSE_TEXTS, type PauseChoices, planPause } from './pause.ts';
import { pauseServices } from './pause-services.ts';
import { pausedDays } from './paused-days.ts';

const today = '2026-03-10';
const broadband = catalogueRow('BAS250', { id: 1, invoicedUntil: '2026-03-31' });
const tv = catalogueRow('TVSTART', { id: 2, card: 1, boundUntil: '2026-05-15' });
// A discount without an end date is listed, and follows its campaign row.
const discount = catalogueRow('RABATT', { id: 3, parentRowId: 1, price: -100 });
const freeChannel = catalogueRow('FRI045', { id: 4, parentRowId: 2, card: 1 });
const villa = catalogueRow('BAS100', { id: 5, productName: 'Villa Bredband 100' });
const ended = catalogueRow('BAS100', { id: 6, endDate: '2026-02-28' });
const future = catalogueRow('BAS500', { id: 7, startDate: today });
const hardware = catalogueRow('BOX019', { id: 8, card: 1 });
const context = testContext([broadband, tv, discount, freeChannel, villa, ended, future, hardware]);

// The reference catalogue's campaigns as the demo seed writes them: the discount ends with the campaign.
const mix = catalogueRow('TVMIX10', {
  id: 11,
  card: 1,
  campaignId: 1,
  campaignPrice: 199.5,
  campaignEndDate: '2026-09-30',
  boundUntil: '2026-03-31',
  bindingMonths: 12,
});
const mixDiscount = catalogueRow('RABATT', {
  id: 12,
  parentRowId: 11,
  card: 1,
  price: -199.5,
  campaignId: 1,
  endDate: '2026-09-30',
});
const fiber = catalogueRow('BASIP1000', {
  id: 13,
  campaignId: 2,
  campaignPrice: 299,
  campaignEndDate: '2027-03-31',
  boundUntil: '2026-04-30',
  bindingMonths: 24,
});
const fiberDiscount = catalogueRow('RABATT', {
  id: 14,
  parentRowId: 13,
  price: -250,
  campaignId: 2,
  endDate: '2027-03-31',
});
const playPlus = catalogueRow('PLAYPLUS', { id: 15, campaignId: 6 });
const threeFree = catalogueRow('FRI3MAN', {
  id: 16,
  parentRowId: 15,
  price: -49,
  campaignId: 6,
  endDate: '2026-04-30',
});
const campaigns = testContext([mix, mixDiscount, fiber, fiberDiscount, playPlus, threeFree]);

const choices: PauseChoices = {
  rowIds: [1, 2],
  endDate: '2026-05-31',
  startDate: '2026-08-01',
  description: 'Utlandsvistelse',
  feeInformed: true,
  sendConfirmation: true,
};

const planOf = (picked: Partial<PauseChoices>, ctx = context) => {
  const outcome = planPause(ctx, { ...choices, ...picked }, today, testHandler);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};

const refusalsOf = (picked: Partial<PauseChoices>, ctx = context) => {
  const outcome = planPause(ctx, { ...choices, ...picked }, today, testHandler);
  if (outcome.ok) throw new Error('expected refusals');
  return outcome.refusals;
};

const fieldOf = (plan: ReturnType<typeof planOf>, title: string) =>
  plan.cases[0]?.fields.find((field) => field.title === title)?.value;

describe('pause services', () => {
  it('lists type 1 services started before today without end date, not sub-rows priced 0 or more', () => {
    const listed = pauseServices(context, today);
    expect(listed.map((service) => service.row.id)).toEqual([1, 2, 3, 5]);
    expect(listed.find((service) => service.row.id === 5)?.earliestDate).toBeNull();
    expect(listed.find((service) => service.row.id === 2)?.earliestDate).toBe('2026-05-31');
  });

  it('gives a discount its campaign row earliest date, and none when its campaign row is not listed', () => {
    const bound = testContext([{ ...broadband, boundUntil: '2026-06-30' }, discount]);
    expect(pauseServices(bound, today).map((service) => service.earliestDate)).toEqual([
      '2026-06-30',
      '2026-06-30',
    ]);
    const orphan = catalogueRow('RABATT', { id: 9, parentRowId: 7, price: -50 });
    const listed = pauseServices(testContext([future, orphan]), today);
    expect(listed).toEqual([{ row: orphan, earliestDate: null }]);
  });

  it('does not list a campaign discount that ends with its campaign, nor an add-on', () => {
    expect(pauseServices(campaigns, today).map((service) => service.row.id)).toEqual([11, 13]);
  });
});

describe('planPause', () => {
  it('ends the services with their sub-rows, adds the PAUS fee row, creates the returning rows and opens a case 187', () => {
    const plan = planOf({ rowIds: [2] });
    // The hire box has no TV left during the pause: it pauses with it (withDependentRows).
    expect(plan.endRows).toEqual([
      { rowId: 2, productName: 'Sappa Start', endDate: '2026-05-31' },
      { rowId: 4, productName: freeChannel.productName, endDate: '2026-05-31' },
      { rowId: 8, productName: 'Hyrbox 4K', endDate: '2026-05-31' },
    ]);
    expect(plan.newRows).toEqual([
      expect.objectContaining({
        productNumber: 'PAUS',
        productName: 'Pausavgift',
        price: 295,
        priceList: PAUSE.feePriceList,
        invoiceCode: PAUSE.feeInvoiceCode,
        quantity: 1,
        startDate: '2026-06-01',
        endDate: '2026-06-01',
      }),
      {
        productNumber: 'TVSTART',
        productName: 'Sappa Start',
        type: 'SERVICE',
        price: 199,
        priceList: tv.priceList,
        invoiceCode: tv.invoiceCode,
        quantity: 1,
        startDate: '2026-08-01',
        endDate: null,
        card: 1,
        category: tv.category,
        sourceRowId: 2,
        campaignId: null,
        campaignPrice: null,
        campaignEndDate: null,
        boundUntil: '2026-05-15',
        bindingMonths: null,
      },
      // The package's free channel returns under the returning package.
      expect.objectContaining({
        productNumber: 'FRI045',
        startDate: '2026-08-01',
        endDate: null,
        sourceRowId: 4,
        parent: { newRowIndex: 1 },
      }),
      expect.objectContaining({
        productNumber: 'BOX019',
        startDate: '2026-08-01',
        endDate: null,
        sourceRowId: 8,
      }),
    ]);
    expect(plan.followUps).toEqual([]);
    expect(plan.cases[0]).toMatchObject({ typeId: 187, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(plan.details).toMatchObject({ actionCode: 2, terminationReasonId: 114, endDate: '2026-05-31' });
    expect(plan.emails).toHaveLength(1);
    expect(plan.fees).toEqual([{ name: 'Pausavgift', amount: 295 }]);
  });

  it("names reason 114 in the case field 'Orsak'", () => {
    expect(fieldOf(planOf({}), 'Orsak')).toBe('Paus');
    const catalogue = { ...context, terminationReasons: CATALOGUE_TERMINATION_REASONS };
    expect(fieldOf(planOf({}, catalogue), 'Orsak')).toBe(
      CATALOGUE_TERMINATION_REASONS.find((reason) => reason.id === 114)?.name,
    );
  });

  it('pauses a campaign row with its discounts, whichever of them is chosen', () => {
    for (const rowIds of [[1], [3], [1, 3]]) {
      const plan = planOf({ rowIds });
      expect(plan.endRows.map((end) => end.rowId)).toEqual([1, 3]);
      expect(plan.newRows.slice(1)).toEqual([
        expect.objectContaining({ productNumber: 'BAS250', price: 399, startDate: '2026-08-01' }),
        expect.objectContaining({
          productNumber: 'RABATT',
          price: -100,
          startDate: '2026-08-01',
          endDate: null,
          parent: { newRowIndex: 1 },
        }),
      ]);
    }
  });

  it('has action code 1 when every selectable service is chosen (a villa product is not), else 2', () => {
    expect(planOf({ rowIds: [1, 2] }).details.actionCode).toBe(1);
    expect(fieldOf(planOf({ rowIds: [1, 2] }), 'Åtgärd')).toBe('1');
    expect(planOf({ rowIds: [2] }).details.actionCode).toBe(2);
  });

  it('returns campaign rows at their campaign price with their discounts, which end with the campaign', () => {
    const plan = planOf({ rowIds: [11, 13] }, campaigns);
    expect(plan.endRows.map((end) => [end.rowId, end.endDate])).toEqual([
      [11, '2026-05-31'],
      [13, '2026-05-31'],
      [12, '2026-05-31'],
      [14, '2026-05-31'],
      // Play Plus (a Playtjänst) has no TV during the pause.
      [15, '2026-05-31'],
    ]);
    expect(plan.newRows.slice(1)).toEqual([
      expect.objectContaining({
        productNumber: 'TVMIX10',
        price: 399,
        card: 1,
        campaignId: 1,
        campaignPrice: 199.5,
        campaignEndDate: '2026-09-30',
        boundUntil: '2026-03-31',
        bindingMonths: 12,
        startDate: '2026-08-01',
        sourceRowId: 11,
      }),
      expect.objectContaining({
        productNumber: 'RABATT',
        price: -199.5,
        campaignId: 1,
        startDate: '2026-08-01',
        endDate: '2026-09-30',
        parent: { newRowIndex: 1 },
        sourceRowId: 12,
      }),
      expect.objectContaining({ productNumber: 'BASIP1000', campaignPrice: 299, bindingMonths: 24 }),
      expect.objectContaining({ productNumber: 'RABATT', endDate: '2027-03-31', parent: { newRowIndex: 3 } }),
      expect.objectContaining({ productNumber: 'PLAYPLUS', startDate: '2026-08-01', sourceRowId: 15 }),
    ]);
  });

  it('previews the drop to nothing during the pause and the return at the old price', () => {
    const plan = planOf({ rowIds: [11, 13] }, campaigns);
    expect(billingEffectLines(billingEffect(campaigns, plan, today))).toEqual([
      'Månadskostnad för avtalet: 498,50 kr/mån → 547,50 kr/mån från 2026-05-01 → 0 kr/mån från 2026-06-01 → ' +
        '547,50 kr/mån från 2026-08-01 → 747 kr/mån från 2026-10-01 → 997 kr/mån från 2027-04-01',
      'Engångsavgift: Pausavgift 295 kr 2026-06-01',
    ]);
  });

  it('leaves out a discount whose campaign ends during the pause; the row returns at its list price', () => {
    const plan = planOf({ rowIds: [11], startDate: '2026-10-01' }, campaigns);
    expect(plan.endRows.map((end) => end.rowId)).toEqual([11, 12, 15]);
    expect(plan.newRows.slice(1)).toEqual([
      expect.objectContaining({ productNumber: 'TVMIX10', campaignEndDate: '2026-09-30' }),
      expect.objectContaining({ productNumber: 'PLAYPLUS', startDate: '2026-10-01' }),
    ]);
    expect(billingEffect(campaigns, plan, today).changes).toContainEqual({
      from: '2026-10-01',
      monthly: 39_900 + 29_900 + 4_900,
    });
  });

  it('ends a returning discount on its campaign end when the campaign row ends first', () => {
    const ends = testContext([
      { ...mix, campaignEndDate: '2026-08-31' },
      { ...mixDiscount, endDate: null },
    ]);
    const plan = planOf({ rowIds: [11] }, ends);
    expect(plan.newRows[2]).toMatchObject({ productNumber: 'RABATT', endDate: '2026-08-31' });
  });

  it('charges a business customer the PAUS price of the business price group', () => {
    const business = testContext([broadband, tv]);
    business.customer.customerType = 'BUSINESS';
    expect(planOf({}, business).newRows[0]?.price).toBe(236);
  });

  it('refuses a service without earliest date, one not listed, and none at all', () => {
    expect(refusalsOf({ rowIds: [1, 5] }).rowIds).toEqual([PAUSE_TEXTS.notPausable('Villa Bredband 100')]);
    expect(refusalsOf({ rowIds: [6] }).rowIds).toEqual([PAUSE_TEXTS.notPausable('Bredband 100/100')]);
    expect(refusalsOf({ rowIds: [] }).rowIds).toEqual([PAUSE_TEXTS.noServices]);
  });

  it('refuses a discount whose campaign row cannot be paused with it', () => {
    const orphan = catalogueRow('RABATT', { id: 9, parentRowId: 7, price: -50 });
    expect(refusalsOf({ rowIds: [9] }, testContext([future, orphan])).rowIds).toEqual([
      PAUSE_TEXTS.notPausable('Kampanjrabatt'),
    ]);
  });

  it('refuses an end date that is no month end or before the latest earliest date', () => {
    expect(refusalsOf({ endDate: '2026-05-30' }).endDate).toEqual([PAUSE_TEXTS.endNotMonthEnd]);
    expect(refusalsOf({ endDate: '2026-04-30', startDate: '2026-07-01' }).endDate).toEqual([
      PAUSE_TEXTS.endTooEarly('2026-05-31'),
    ]);
    expect(refusalsOf({ endDate: '' }).endDate).toEqual([PAUSE_TEXTS.endRequired]);
  });

  it('refuses a start date outside the window of firsts of month', () => {
    const outside = [PAUSE_TEXTS.startOutsideWindow('2026-07-01', '2027-03-01')];
    expect(refusalsOf({ startDate: '2026-06-01' }).startDate).toEqual(outside);
    expect(refusalsOf({ startDate: '2027-04-01' }).startDate).toEqual(outside);
    expect(refusalsOf({ startDate: '2026-08-02' }).startDate).toEqual(outside);
    expect(planPause(context, { ...choices, startDate: '2027-03-01' }, today, testHandler).ok).toBe(true);
  });

  it('needs a description and the fee-informed checkbox', () => {
    const refusals = refusalsOf({ description: '  ', feeInformed: false });
    expect(refusals.description).toEqual([PAUSE_TEXTS.descriptionRequired]);
    expect(refusals.feeInformed).toEqual([PAUSE_TEXTS.feeNotInformed]);
  });

  it('refuses without the PAUS product', () => {
    const withoutFee = testContext([broadband]);
    delete withoutFee.products.PAUS;
    expect(refusalsOf({ rowIds: [1] }, withoutFee)['']).toEqual([PAUSE_TEXTS.feeProductMissing]);
  });

  it('marks the confirmation unsendable for an invalid e-mail', () => {
    const invalid = testContext([broadband], { email: 'ingen@epost.saknas' });
    const plan = planOf({ rowIds: [1] }, invalid);
    expect(plan.emails).toEqual([]);
    expect(plan.confirmationUnsendable).toBe(true);
  });
});

describe('pausedDays', () => {
  it('a paused service, its channel and its box pause from the day after their end to the day before they return', () => {
    const plan = planOf({ rowIds: [2] });
    const days = { from: '2026-06-01', to: '2026-07-31' };
    expect([...pausedDays(plan)]).toEqual([
      [2, days],
      [4, days],
      [8, days],
    ]);
    expect(PAUSE_TEXTS.pausedRow('Sappa Start', days.from, days.to)).toBe(
      'Sappa Start pausas 2026-06-01 – 2026-07-31.',
    );
  });

  it('a row that continues the day after its end, or ends for good, does not pause', () => {
    const end = { rowId: 2, productName: 'Sappa Start', endDate: '2026-05-31' };
    const next = { ...planOf({ rowIds: [2] }).newRows[1]!, startDate: '2026-06-01' };
    expect(pausedDays({ endRows: [end], newRows: [next] }).size).toBe(0);
    expect(pausedDays({ endRows: [end], newRows: [] }).size).toBe(0);
  });
});
