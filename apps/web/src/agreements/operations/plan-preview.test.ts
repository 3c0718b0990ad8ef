import { operationPlan } from '@sappis/shared/agreements/operations/plan';
import { catalogueRow } from '@sappis/shared/agreements/operations/testing/catalogue';
import { describe, expect, it } from 'vitest';
import { planLines, upcomingStarts } from './plan-preview.tsx';

// 1000121 of the demo after a pause: Sappa Mix 10 and Sappa Play end 2027-01-31 and return 2027-12-01.
const today = '2026-12-06';
const paused = catalogueRow('TVMIX10', { id: 114, startDate: '2026-09-01', endDate: '2027-01-31' });
const back = catalogueRow('TVMIX10', { id: 140, startDate: '2027-12-01' });
const playBack = catalogueRow('PLAY', { id: 141, startDate: '2027-12-01' });

describe("the preview's lines for rows returning after a pause", () => {
  it("name a row that has not started with '(från {start})', apart from the paused row of the same name", () => {
    const plan = operationPlan({
      operation: 'terminate',
      agreementNumber: 1000121,
      endRows: [
        {
          rowId: paused.id,
          productName: paused.productName,
          endDate: '2027-01-15',
          previousEndDate: '2027-01-31',
        },
        { rowId: back.id, productName: back.productName, endDate: '2027-12-31' },
      ],
      changeRowDates: [
        {
          rowId: playBack.id,
          productName: playBack.productName,
          startDate: '2027-12-01',
          endDate: '2027-12-31',
          boundUntil: null,
        },
      ],
    });
    const lines = planLines(plan, null, 'Sappis', upcomingStarts([paused, back, playBack], today));
    expect(lines.map((line) => line.text)).toEqual([
      'Sappa Mix 10 avslutas 2027-01-15: flyttar slutdatumet från 2027-01-31 till 2027-01-15.',
      'Sappa Mix 10 (från 2027-12-01) avslutas 2027-12-31.',
      'Sappa Play (från 2027-12-01) får start 2027-12-01, slut 2027-12-31.',
    ]);
  });
});

describe("the preview's lines for a pause (100012 / 1000121)", () => {
  it('says the service and its box pause on the days between their last day and their return, not that they end', () => {
    const mix = catalogueRow('TVMIX10', { id: 114, startDate: '2026-09-01' });
    const box = catalogueRow('BOX015', { id: 128, card: 1 });
    const returning = (row: typeof mix) => ({
      type: row.type,
      productNumber: row.productNumber,
      productName: row.productName,
      price: row.price,
      priceList: row.priceList,
      invoiceCode: row.invoiceCode,
      quantity: 1,
      startDate: '2027-12-01',
      endDate: null,
      card: row.card,
      category: row.category,
      sourceRowId: row.id,
    });
    const plan = operationPlan({
      operation: 'pause',
      agreementNumber: 1000121,
      endRows: [mix, box].map((row) => ({
        rowId: row.id,
        productName: row.productName,
        endDate: '2027-08-31',
      })),
      newRows: [returning(mix), returning(box)],
    });
    const lines = planLines(plan, null, 'Sappis').map((line) => line.text);
    expect(lines.slice(0, 2)).toEqual([
      'Sappa Mix 10 pausas 2027-09-01 – 2027-11-30.',
      'Hyrbox HD pausas 2027-09-01 – 2027-11-30.',
    ]);
    expect(lines.join(' ')).not.toContain('avslutas');
  });
});
