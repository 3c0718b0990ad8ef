import { describe, expect, it } from 'vitest';
import { CASE_STATUSES, caseHeaderFrom, caseStatusById, isKnownCaseStatusName } from './cases.ts';

describe('case statuses', () => {
  it('defaults new cases to id 1, Ej påbörjad', () => {
    expect(caseStatusById(1)?.name).toBe('Ej påbörjad');
  });

  it('knows the ten names of the specification and flags others', () => {
    expect(CASE_STATUSES).toHaveLength(10);
    expect(isKnownCaseStatusName('Fråga till Sappa')).toBe(true);
    expect(isKnownCaseStatusName('Okänd status')).toBe(false);
  });

  it('cuts the header to 40 characters', () => {
    expect(caseHeaderFrom(`  ${'x'.repeat(50)}`)).toHaveLength(40);
    expect(caseHeaderFrom('Byte av betalsätt')).toBe('Byte av betalsätt');
  });
});
