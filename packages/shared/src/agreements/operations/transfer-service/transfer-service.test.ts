import { describe, expect, it } from 'vitest';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import {
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferFacts,
  type TransferServiceChoices,
} from './transfer-service.ts';

const today = '2026-11-24';
const rows = [
  testRow({ id: 1 }),
  testRow({ id: 2, productNumber: 'TVBAS', productName: 'TV Bas', category: 'TV' }),
];
const facts: TransferFacts = {
  targets: [
    { agreementNumber: 1000011, deliveryAddress: 'Storgatan 12', mainAgreementNumber: null, ended: false },
    { agreementNumber: 1000012, deliveryAddress: 'Sommarvägen 1', mainAgreementNumber: 7002, ended: false },
    { agreementNumber: 1000013, deliveryAddress: 'Gamla vägen 9', mainAgreementNumber: 7002, ended: true },
  ],
  replacement: null,
};
const choices: TransferServiceChoices = {
  targetAgreementNumber: 1000012,
  rowIds: [2],
  startDate: today,
  replacementProductNumber: null,
  sendConfirmation: false,
};

describe('planTransferService', () => {
  it('ends the chosen lines the day before and continues them on the target agreement from the date', () => {
    const outcome = planTransferService(testContext(rows), choices, facts, today, testHandler);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    expect(outcome.plan.endRows).toEqual([{ rowId: 2, productName: 'TV Bas', endDate: '2026-11-23' }]);
    expect(outcome.plan.target).toMatchObject({ agreementNumber: 1000012, address: null });
    expect(outcome.plan.target?.rows).toMatchObject([
      { productNumber: 'TVBAS', startDate: today, sourceRowId: 2 },
    ]);
  });

  it('refuses a date before today, no lines, an ended or own agreement, and a line that is not on the agreement', () => {
    const refusals = (picked: Partial<TransferServiceChoices>) => {
      const outcome = planTransferService(
        testContext(rows),
        { ...choices, ...picked },
        facts,
        today,
        testHandler,
      );
      return outcome.ok ? {} : outcome.refusals;
    };
    expect(refusals({ startDate: '2026-11-23' }).startDate).toEqual([TRANSFER_SERVICE_TEXTS.dateBeforeToday]);
    expect(refusals({ rowIds: [] }).rowIds).toEqual([TRANSFER_SERVICE_TEXTS.rowsRequired]);
    expect(refusals({ rowIds: [99] }).rowIds).toEqual([TRANSFER_SERVICE_TEXTS.rowNotActive]);
    expect(refusals({ targetAgreementNumber: 1000013 }).targetAgreementNumber).toEqual([
      TRANSFER_SERVICE_TEXTS.targetNotAllowed,
    ]);
    expect(refusals({ targetAgreementNumber: 1000011 }).targetAgreementNumber).toEqual([
      TRANSFER_SERVICE_TEXTS.targetNotAllowed,
    ]);
    expect(refusals({ targetAgreementNumber: null }).targetAgreementNumber).toEqual([
      TRANSFER_SERVICE_TEXTS.targetRequired,
    ]);
  });

  it('needs a broadband replacement chosen when one is offered, and uses it', () => {
    const offered: TransferFacts = {
      ...facts,
      replacement: {
        existingProductName: 'Bredband 250/250',
        existingProductNumber: 'BAS250',
        offers: [
          { productName: 'Bredband 500/500', productNumber: 'BASIP500', price: 449, signalCode: null },
        ],
      },
    };
    const picked = { ...choices, rowIds: [1] };
    const refused = planTransferService(testContext(rows), picked, offered, today, testHandler);
    expect(refused).toMatchObject({
      ok: false,
      refusals: { replacementProductNumber: [TRANSFER_SERVICE_TEXTS.replacementRequired] },
    });
    const outcome = planTransferService(
      testContext(rows),
      { ...picked, replacementProductNumber: 'BASIP500' },
      offered,
      today,
      testHandler,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.target?.rows[0]).toMatchObject({ productNumber: 'BASIP500', price: 449 });
  });
});
