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
