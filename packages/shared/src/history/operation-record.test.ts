import { describe, expect, it } from 'vitest';
import { withBillingEffect } from '../agreements/billing/billing-effect.ts';
import type { OperationPlan, PlanOutcome } from '../agreements/operations/plan.ts';
import { planTermination } from '../agreements/operations/termination/plan-termination.ts';
import { context, row } from '../agreements/operations/termination/test-context.ts';
import { operationRecord, operationRecordLines, operationRecordOf } from './operation-record.ts';

const today = '2026-11-24';
const broadband = row({ id: 1 });
const play = row({
  id: 2,
  productNumber: 'PLAY',
  productName: 'Sappa Play',
  category: 'Playtjänster',
  price: 49,
});

function terminationPlan(): OperationPlan {
  const agreement = context([broadband, play]);
  const outcome: PlanOutcome = withBillingEffect(
    planTermination(
      agreement,
      { rows: [{ rowId: 2, endDate: '2027-01-31' }], reasonId: 106, description: '', sendConfirmation: true },
      today,
    ),
    agreement,
    today,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
}

describe('the record of an agreement operation in the history', () => {
  it('keeps what the preview said: the row ended, the case opened with its number, the mail and the bill', () => {
    const plan = terminationPlan();
    const record = operationRecord(plan, {
      caseNumbers: [5001],
      emailsSent: [true],
      targetAgreementNumber: null,
    });
    const lines = operationRecordLines(record);
    expect(lines[0]).toBe('Avslutas 2027-01-31: Sappa Play');
    expect(lines).toContain(`Ärende 5001 skapat: ${plan.cases[0]?.header}`);
    expect(lines).toContain(`E-post skickad: ${plan.emails[0]?.subject}`);
    expect(lines.some((line) => line.startsWith('Månadskostnad för avtalet:'))).toBe(true);
  });

  it('says a confirmation was not sent when the e-mail could not go', () => {
    const record = operationRecord(terminationPlan(), {
      caseNumbers: [1],
      emailsSent: [false],
      targetAgreementNumber: null,
    });
    expect(operationRecordLines(record).some((line) => line.startsWith('E-post ej skickad:'))).toBe(true);
  });

  it('reads the record back from stored details, and nothing from details without one', () => {
    const record = operationRecord(terminationPlan(), {
      caseNumbers: [7],
      emailsSent: [true],
      targetAgreementNumber: null,
    });
    expect(operationRecordOf(JSON.parse(JSON.stringify({ reasonId: 106, record })))).toEqual(record);
    expect(operationRecordOf({ reasonId: 106 })).toBeNull();
    expect(operationRecordOf({ record: { endedRows: 'x' } })).toBeNull();
  });
});
