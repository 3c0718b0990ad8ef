import { describe, expect, it } from 'vitest';
import type { OperationPlan, PlanOutcome } from '../plan.ts';
import { planDeceasedTermination } from './plan-deceased.ts';
import { planRegret } from './plan-regret.ts';
import { planTermination } from './plan-termination.ts';
import type { TerminationChoices } from './termination-choices.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';
import { context, row } from './test-context.ts';

const today = '2026-11-24';
const broadband = row({ id: 1 });
const play = row({ id: 2, productNumber: 'PLAY', productName: 'Sappa Play', category: 'Playtjänster' });
const discount = row({ id: 3, parentRowId: 1, price: -100, productNumber: 'RABATT', productName: 'Rabatt' });
const agreement = () => context([broadband, play, discount]);

const terminate = (overrides: Partial<TerminationChoices> = {}): TerminationChoices => ({
  rows: [{ rowId: 2, endDate: '2027-01-31' }],
  reasonId: 106,
  description: '',
  sendConfirmation: true,
  ...overrides,
});

function planOf(outcome: PlanOutcome): OperationPlan {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
}

describe('planTermination', () => {
  it('ends one service on its month end with a case 183 in group 42, status 2, and a confirmation', () => {
    const plan = planOf(planTermination(agreement(), terminate(), today));
    expect(plan.endRows).toEqual([{ rowId: 2, productName: 'Sappa Play', endDate: '2027-01-31' }]);
    expect(plan.cases).toHaveLength(1);
    expect(plan.cases[0]).toMatchObject({
      typeId: 183,
      ownerGroupId: 42,
      status: 'IN_PROGRESS',
      priority: 'LOWEST',
    });
    expect(plan.details).toMatchObject({
      scope: 'abonnemang',
      actionCode: 2,
      reasonId: 106,
      agreementEndDate: null,
    });
    expect(plan.emails[0]?.paragraphs).toContain('Sappa Play: sista dag 2027-01-31');
  });

  it('ends the whole agreement (182) with the latest date, a discount following its campaign row', () => {
    const plan = planOf(
      planTermination(
        agreement(),
        terminate({
          rows: [
            { rowId: 1, endDate: '2027-03-31' },
            { rowId: 2, endDate: '2027-01-31' },
          ],
          reasonId: 100,
        }),
        today,
      ),
    );
    expect(plan.endRows.map((end) => [end.rowId, end.endDate])).toEqual([
      [1, '2027-03-31'],
      [2, '2027-01-31'],
      [3, '2027-03-31'],
    ]);
    expect(plan.cases[0]?.typeId).toBe(182);
    expect(plan.details).toMatchObject({ scope: 'avtal', actionCode: 1, agreementEndDate: '2027-03-31' });
  });

  it('leaves a discount that ends before its campaign row as it is', () => {
    const ending = context([broadband, { ...discount, endDate: '2026-12-31' }]);
    const plan = planOf(
      planTermination(
        ending,
        terminate({ rows: [{ rowId: 1, endDate: '2027-03-31' }], reasonId: 100 }),
        today,
      ),
    );
    expect(plan.endRows.map((end) => end.rowId)).toEqual([1]);
  });

  it('refuses a date that is no offered month end, a missing or wrong-scope reason, and foreign rows', () => {
    const refusals = (choices: TerminationChoices) => {
      const outcome = planTermination(agreement(), choices, today);
      return outcome.ok ? {} : outcome.refusals;
    };
    expect(refusals(terminate({ rows: [{ rowId: 2, endDate: '2027-01-30' }] })).rows).toEqual([
      TERMINATION_TEXTS.dateNotOffered('Sappa Play'),
    ]);
    expect(refusals(terminate({ rows: [{ rowId: 2, endDate: '2026-11-30' }] })).rows).toHaveLength(1);
    expect(refusals(terminate({ reasonId: null })).reasonId).toEqual([TERMINATION_TEXTS.reasonRequired]);
    expect(refusals(terminate({ reasonId: 103 })).reasonId).toEqual([TERMINATION_TEXTS.reasonNotAllowed]);
    expect(refusals(terminate({ reasonId: 100 })).reasonId).toEqual([TERMINATION_TEXTS.reasonNotAllowed]);
    expect(refusals(terminate({ rows: [{ rowId: 99, endDate: '2027-01-31' }] })).rows).toContain(
      TERMINATION_TEXTS.unknownRow,
    );
    expect(refusals(terminate({ rows: [] })).rows).toEqual([TERMINATION_TEXTS.rowsRequired]);
  });

  it('opens business cases in group 84 with status 1, and an extra one for a Företag service', () => {
    const business = context([broadband, play], { customer: { customerType: 'BUSINESS' } });
    const plan = planOf(planTermination(business, terminate(), today));
    expect(plan.cases.map((item) => [item.ownerGroupId, item.status])).toEqual([[84, 'NOT_STARTED']]);
    const company = context([broadband, { ...play, productName: 'Företag Play' }]);
    const withExtra = planOf(planTermination(company, terminate(), today));
    expect(withExtra.cases.map((item) => [item.typeId, item.ownerGroupId, item.status])).toEqual([
      [183, 42, 'IN_PROGRESS'],
      [183, 84, 'NOT_STARTED'],
    ]);
  });

  it('sends no confirmation to an invalid address, and says so', () => {
    const plan = planOf(
      planTermination(
        context([broadband, play], { customer: { email: 'ingen@epost.saknas' } }),
        terminate(),
        today,
      ),
    );
    expect(plan.emails).toEqual([]);
    expect(plan.confirmationUnsendable).toBe(true);
  });
});

describe('planRegret', () => {
  const recent = row({
    id: 5,
    productName: 'TV Bas',
    category: 'TV',
    saleDate: '2026-11-19',
    startDate: '2026-11-20',
  });
  const choices = {
    rowIds: [5],
    reasonId: 106,
    description: 'Ångrade sig',
    sendConfirmation: false,
    regretFee: true,
  };

  it('ends a recent purchase on its start date with the regret fee row, in group 168', () => {
    const plan = planOf(planRegret(context([broadband, recent]), choices, today));
    expect(plan.endRows).toEqual([{ rowId: 5, productName: 'TV Bas', endDate: '2026-11-20' }]);
    expect(plan.newRows).toEqual([
      expect.objectContaining({
        productNumber: 'ANGERAVGIFT',
        price: 350,
        type: 'EXTRA_BILLING',
        priceList: 31,
        invoiceCode: 4,
        quantity: 1,
        startDate: today,
      }),
    ]);
    expect(plan.fees).toEqual([{ name: 'Ångeravgift', amount: 350 }]);
    expect(plan.cases[0]).toMatchObject({ typeId: 183, ownerGroupId: 168, status: 'IN_PROGRESS' });
  });

  it("adds no fee row without the flag and uses 104 / 103 on another operator's network, 168 on ours", () => {
    const externalNetwork = { networkOperator: { name: 'Västkustfiber AB', ownNetwork: false } };
    const external = context([broadband, recent], { agreement: externalNetwork });
    const plan = planOf(planRegret(external, { ...choices, regretFee: false }, today));
    expect(plan.newRows).toEqual([]);
    expect(plan.cases[0]?.ownerGroupId).toBe(104);
    const broadbandRecent = { ...recent, category: 'Bredband' };
    const second = planOf(
      planRegret(context([broadband, broadbandRecent], { agreement: externalNetwork }), choices, today),
    );
    expect(second.cases[0]?.ownerGroupId).toBe(103);
    const ownNetwork = { networkOperator: { name: 'Sappa Egen Infrastruktur', ownNetwork: true } };
    const own = planOf(planRegret(context([broadband, recent], { agreement: ownNetwork }), choices, today));
    expect(own.cases[0]?.ownerGroupId).toBe(168);
  });

  it('refuses a purchase older than 14 days and a missing description', () => {
    const outcome = planRegret(context([broadband]), { ...choices, rowIds: [1], description: ' ' }, today);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.refusals.rows).toEqual([TERMINATION_TEXTS.notReversible('Bredband 250/250')]);
    expect(outcome.refusals.description).toEqual([TERMINATION_TEXTS.descriptionRequired]);
  });
});

describe('planDeceasedTermination', () => {
  it('ends every ticked row on its invoiced-to date with reason Kund har avlidit', () => {
    const plan = planOf(
      planDeceasedTermination(
        agreement(),
        { rowIds: [1, 2], description: 'Dödsbo', sendConfirmation: false },
        today,
      ),
    );
    expect(plan.endRows.map((end) => end.endDate)).toEqual(['2026-11-30', '2026-11-30', '2026-11-30']);
    expect(plan.details).toMatchObject({ reasonId: 116, reason: 'Kund har avlidit', scope: 'avtal' });
    expect(plan.cases[0]?.typeId).toBe(182);
  });

  it('needs a description', () => {
    const outcome = planDeceasedTermination(
      agreement(),
      { rowIds: [1], description: '', sendConfirmation: false },
      today,
    );
    expect(outcome.ok ? {} : outcome.refusals.description).toEqual([TERMINATION_TEXTS.descriptionRequired]);
  });
});
