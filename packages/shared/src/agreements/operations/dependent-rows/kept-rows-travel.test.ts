import { describe, expect, it } from 'vitest';
import { planAssignment } from '../assignment/assignment.ts';
import { planContinue } from '../continue/continue.ts';
import { continueServices } from '../continue/continue-rules.ts';
import { planMove } from '../move/move.ts';
import type { PlannedRow, PlanOutcome } from '../plan.ts';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testMoveCheck } from '../testing/move-check.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { planTransferService } from '../transfer-service/transfer-service.ts';

const today = '2026-11-24';
const REASON = 'Kunden köper routern';
const SURF_REASON = 'Kunden vill ha kvar Säker surf på mobilen';
const BOX_REASON = 'Kunden hyr boxen till en annan tv';

/**
 * 100013's broadband ended last month; the agent kept its hire router and Säker surf without it (the reasons on the
 * rows, issue 26). The TV runs with its box.
 */
const rows = [
  catalogueRow('BAS250', { id: 1, endDate: '2026-10-31' }),
  catalogueRow('BRED009', { id: 2, keptWithoutService: REASON }),
  catalogueRow('SAKERSURF', { id: 3, keptWithoutService: SURF_REASON }),
  catalogueRow('TVMIX10', { id: 4 }),
  catalogueRow('BOX015', { id: 5 }),
];
const context = testContext(rows, {
  products: ['BAS250', 'BRED009', 'SAKERSURF', 'TVMIX10', 'BOX015'].map(catalogueProduct),
});

const check = testMoveCheck([{ description: 'Kan flyttas.', movable: true, replacement: null }]);

/** Each new row's source row and keep. */
function keeps(
  outcome: PlanOutcome,
  created: (plan: Extract<PlanOutcome, { ok: true }>['plan']) => PlannedRow[],
) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return created(outcome.plan).map((row) => [row.sourceRowId, row.keptWithoutService ?? null]);
}

describe('a row the agent kept without its service', () => {
  it('stays kept on the rows a move creates: the new agreement leaves it running as the agent decided', () => {
    const outcome = planMove(
      context,
      {
        addressId: '2000002',
        mainAgreementNumber: 7001,
        moveDate: '2026-12-01',
        updateAddresses: false,
        sendConfirmation: false,
        replacements: [],
      },
      check,
      today,
      testHandler,
    );
    expect(keeps(outcome, (plan) => plan.target?.rows ?? [])).toEqual([
      [2, REASON],
      [3, SURF_REASON],
      [4, null],
      [5, null],
      [null, null],
    ]);
  });

  it('stays kept on the rows a transfer to another agreement of the customer creates', () => {
    const outcome = planTransferService(
      context,
      {
        targetAgreementNumber: 1000012,
        rowIds: [2, 3, 4],
        startDate: '2026-12-01',
        replacementProductNumber: null,
        sendConfirmation: false,
      },
      {
        targets: [
          {
            agreementNumber: 1000012,
            deliveryAddress: 'Sommarvägen 1',
            mainAgreementNumber: 7002,
            ended: false,
          },
        ],
        replacement: null,
      },
      today,
      testHandler,
    );
    expect(keeps(outcome, (plan) => plan.target?.rows ?? [])).toEqual([
      [2, REASON],
      [3, SURF_REASON],
      [4, null],
    ]);
  });

  it('stays kept on the rows an assignment creates for the receiver (services and add-ons: equipment stays)', () => {
    const outcome = planAssignment(
      context,
      { receiverCustomerNumber: 200002, endDate: '2026-11-30', emailAssigner: false, emailAssignee: false },
      today,
      testHandler,
      { customerNumber: 200002, name: 'Per Holm', email: 'per@example.se' },
    );
    expect(keeps(outcome, (plan) => plan.newRows)).toEqual([
      [3, SURF_REASON],
      [4, null],
    ]);
  });

  it('stays kept on the row a continue creates: the hire box continues without a TV, as the agent decided', () => {
    // 100012's Sappa Mix 5 ended (deceased) with its hire box kept; the box then ended with the agreement.
    const ended = testContext(
      [
        catalogueRow('TVMIX5', { id: 1, endDate: '2026-11-30' }),
        catalogueRow('BOX015', { id: 2, endDate: '2026-12-31', keptWithoutService: BOX_REASON }),
      ],
      { products: ['TVMIX5', 'BOX015'].map(catalogueProduct) },
    );
    expect(continueServices(ended, [], today).map((row) => row.id)).toEqual([2]);
    const outcome = planContinue(ended, [], { rowIds: [2], sendConfirmation: false }, today, testHandler);
    expect(keeps(outcome, (plan) => plan.newRows)).toEqual([[2, BOX_REASON]]);
  });
});
