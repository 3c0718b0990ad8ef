import { describe, expect, it } from 'vitest';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { plannedParentsOf, tvFamilyRows } from '../testing/tv-families.ts';
import {
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferFacts,
  type TransferServiceChoices,
} from './transfer-service.ts';

const today = '2026-11-24';
const facts: TransferFacts = {
  targets: [
    { agreementNumber: 1000012, deliveryAddress: 'Sommarvägen 1', mainAgreementNumber: 7002, ended: false },
  ],
  replacement: null,
};
const choices: TransferServiceChoices = {
  targetAgreementNumber: 1000012,
  rowIds: [20],
  startDate: '2026-12-01',
  replacementProductNumber: null,
  sendConfirmation: true,
};
const plan = (picked: Partial<TransferServiceChoices>) =>
  planTransferService(testContext(tvFamilyRows()), { ...choices, ...picked }, facts, today, testHandler);

describe('planTransferService keeps row families', () => {
  it('a chosen Sappa Mix 10 brings its channels, Fri kanal and discount, each under its moved copy', () => {
    const outcome = plan({ rowIds: [20, 10] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    const rows = outcome.plan.target?.rows ?? [];
    expect(plannedParentsOf(rows)).toEqual([
      { sourceRowId: 10, parentSourceRowId: null },
      { sourceRowId: 11, parentSourceRowId: 10 },
      { sourceRowId: 20, parentSourceRowId: null },
      ...[21, 22, 23, 24, 25].map((id) => ({ sourceRowId: id, parentSourceRowId: 20 })),
    ]);
    expect(outcome.plan.endRows.map((end) => end.rowId)).toEqual([10, 11, 20, 21, 22, 23, 24, 25]);
    expect(rows[2]).toMatchObject({ campaignId: 1, campaignPrice: 199.5, bindingMonths: 12 });
    // The e-mail names the services, not each channel.
    expect(outcome.plan.emails[0]?.paragraphs[1]).toContain('finns Sappa Start, Sappa Mix 10 på ditt avtal');
  });

  it('refuses a sub-row on its own: a discount or channel goes only with its parent', () => {
    for (const rowIds of [[25], [21], [11, 20]]) {
      expect(plan({ rowIds })).toEqual({
        ok: false,
        refusals: { rowIds: [TRANSFER_SERVICE_TEXTS.subRowAlone] },
      });
    }
  });

  it('a replaced broadband moves without its campaign discount', () => {
    const outcome = planTransferService(
      testContext(tvFamilyRows()),
      { ...choices, rowIds: [30], replacementProductNumber: 'BASIP500' },
      {
        ...facts,
        replacement: {
          existingProductName: 'Bredband 250/250',
          existingProductNumber: 'BAS250',
          offers: [
            { productName: 'Bredband 500/500', productNumber: 'BASIP500', price: 449, signalCode: null },
          ],
        },
      },
      today,
      testHandler,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    expect(outcome.plan.target?.rows).toMatchObject([
      { productNumber: 'BASIP500', campaignId: null, sourceRowId: 30 },
    ]);
    expect(outcome.plan.endRows.map((end) => end.rowId)).toEqual([30, 31]);
  });
});
