import { describe, expect, it } from 'vitest';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import { PAUSE, PAUSE_TEXTS, type PauseChoices, planPause } from './pause.ts';
import { pauseServices } from './pause-services.ts';

const today = '2026-03-10';
const broadband = testRow({ id: 1, invoicedUntil: '2026-03-31' });
const tv = testRow({
  id: 2,
  productNumber: 'TVSTART',
  productName: 'Sappa Start',
  category: 'TV',
  price: 199,
  card: 1,
  boundUntil: '2026-05-15',
});
const discount = testRow({
  id: 3,
  parentRowId: 1,
  productNumber: 'RABATT',
  productName: 'Rabatt',
  price: -100,
});
const addOn = testRow({ id: 4, parentRowId: 1, productNumber: 'TILL', productName: 'Tillägg', price: 49 });
const villa = testRow({ id: 5, productNumber: 'VILLA100', productName: 'Villa Bredband 100' });
const ended = testRow({ id: 6, endDate: '2026-02-28' });
const future = testRow({ id: 7, startDate: '2026-03-10' });
const hardware = testRow({ id: 8, type: 'HARDWARE' });
const context = testContext([broadband, tv, discount, addOn, villa, ended, future, hardware]);

const choices: PauseChoices = {
  rowIds: [1, 2],
  endDate: '2026-05-31',
  startDate: '2026-08-01',
  description: 'Utlandsvistelse',
  feeInformed: true,
  sendConfirmation: true,
};

const refusalsOf = (picked: Partial<PauseChoices>, ctx = context) => {
  const outcome = planPause(ctx, { ...choices, ...picked }, today, testHandler);
  if (outcome.ok) throw new Error('expected refusals');
  return outcome.refusals;
};

describe('pause services', () => {
  it('lists type 1 services started before today without end date, not add-on sub-rows', () => {
    const listed = pauseServices(context, today);
    expect(listed.map((service) => service.row.id)).toEqual([1, 2, 3, 5]);
    expect(listed.find((service) => service.row.id === 5)?.earliestDate).toBeNull();
    expect(listed.find((service) => service.row.id === 2)?.earliestDate).toBe('2026-05-31');
  });
});

describe('planPause', () => {
  it('ends the services, adds the PAUS fee row, schedules them to run again and opens a case 187', () => {
    const outcome = planPause(context, choices, today, testHandler);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    const { plan } = outcome;
    expect(plan.endRows).toEqual([
      { rowId: 1, productName: 'Bredband 250/250', endDate: '2026-05-31' },
      { rowId: 2, productName: 'Sappa Start', endDate: '2026-05-31' },
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
      }),
    ]);
    expect(plan.followUps).toEqual([
      {
        kind: 'resumePause',
        runOn: '2026-08-01',
        rows: [
          expect.objectContaining({
            productNumber: 'BAS250',
            price: 399,
            startDate: '2026-08-01',
            sourceRowId: 1,
          }),
          expect.objectContaining({ productNumber: 'TVSTART', card: 1, category: 'TV', sourceRowId: 2 }),
        ],
      },
    ]);
    expect(plan.followUps[0]?.rows.every((row) => row.endDate === null)).toBe(true);
    expect(plan.cases[0]).toMatchObject({ typeId: 187, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(plan.details).toMatchObject({ actionCode: 2, terminationReasonId: 114, endDate: '2026-05-31' });
    expect(plan.emails).toHaveLength(1);
    expect(plan.fees).toEqual([{ name: 'Pausavgift', amount: 295 }]);
  });

  it('has action code 1 when every listed service is chosen', () => {
    const all = testContext([broadband, tv]);
    const outcome = planPause(all, choices, today, testHandler);
    expect(outcome.ok && outcome.plan.details.actionCode).toBe(1);
  });

  it('charges a business customer the PAUS price of the business price group', () => {
    const business = testContext([broadband, tv]);
    business.customer.customerType = 'BUSINESS';
    const outcome = planPause(business, choices, today, testHandler);
    expect(outcome.ok && outcome.plan.newRows[0]?.price).toBe(236);
  });

  it('refuses a service without earliest date, one not listed, and none at all', () => {
    expect(refusalsOf({ rowIds: [1, 5] }).rowIds).toEqual([PAUSE_TEXTS.notPausable('Villa Bredband 100')]);
    expect(refusalsOf({ rowIds: [6] }).rowIds).toEqual([PAUSE_TEXTS.notPausable('Bredband 250/250')]);
    expect(refusalsOf({ rowIds: [] }).rowIds).toEqual([PAUSE_TEXTS.noServices]);
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
    const outcome = planPause(invalid, { ...choices, rowIds: [1] }, today, testHandler);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    expect(outcome.plan.emails).toEqual([]);
    expect(outcome.plan.confirmationUnsendable).toBe(true);
  });
});
