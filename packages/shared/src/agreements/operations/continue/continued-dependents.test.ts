import { describe, expect, it } from 'vitest';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { planContinue } from './continue.ts';
import { continueServices } from './continue-rules.ts';

const today = '2026-11-27';
const products = ['TVMIX5', 'BOX015'].map(catalogueProduct);

/** 100012's Sappa Mix 5 and its hire box: the box's end dated by the agent ('Ändra datum'), the TV's given. */
const agreement = (tvEnd: string, boxEnd: string, keptWithoutService: string | null = null) =>
  testContext(
    [
      catalogueRow('TVMIX5', { id: 1, endDate: tvEnd }),
      catalogueRow('BOX015', { id: 2, endDate: boxEnd, keptWithoutService }),
    ],
    { products },
  );

function continued(context: ReturnType<typeof agreement>) {
  const outcome = planContinue(
    context,
    ['TVMIX5'],
    { rowIds: [2], sendConfirmation: false },
    today,
    testHandler,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan.newRows.map((row) => [row.productNumber, row.startDate, row.endDate]);
}

describe('a hire box continued on its own bills only while a TV runs (issue 26)', () => {
  it('ends with the last day of the TV it continues beside', () => {
    const context = agreement('2027-01-31', '2026-12-11');
    expect(continueServices(context, ['TVMIX5'], today).map((row) => row.id)).toEqual([1, 2]);
    expect(continued(context)).toEqual([['BOX015', '2026-12-12', '2027-01-31']]);
  });

  it('is not listed when no TV runs the day it would continue (the TV itself is)', () => {
    const context = agreement('2026-11-30', '2026-12-11');
    expect(continueServices(context, ['TVMIX5'], today).map((row) => row.id)).toEqual([1]);
  });

  it('runs on without an end when the agent kept it without its TV, as decided', () => {
    const context = agreement('2026-11-30', '2026-12-31', 'Kunden hyr boxen till en annan tv');
    expect(continued(context)).toEqual([['BOX015', '2027-01-01', null]]);
  });
});
