import { describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  caseHeaderFrom,
  caseStatusById,
  caseStatusName,
  isKnownCaseStatusName,
} from './cases.ts';

describe('case statuses', () => {
  it('defaults new cases to id 1, Ej påbörjad', () => {
    expect(caseStatusById(1)?.name).toBe('Ej påbörjad');
  });

  it('knows the ten names of the specification and flags others', () => {
    expect(CASE_STATUSES).toHaveLength(10);
    expect(isKnownCaseStatusName('Fråga till Sappa', 'Sappa')).toBe(true);
    expect(isKnownCaseStatusName('Okänd status', 'Sappa')).toBe(false);
  });

  it('names the question to the provider after the product', () => {
    expect(caseStatusName('QUESTION_TO_PROVIDER', 'Sappa')).toBe('Fråga till Sappa');
    expect(caseStatusName('QUESTION_TO_PROVIDER', 'Telia')).toBe('Fråga till Telia');
    expect(isKnownCaseStatusName('Fråga till Telia', 'Telia')).toBe(true);
    expect(isKnownCaseStatusName('Fråga till Sappa', 'Telia')).toBe(false);
    expect(caseStatusName('FINISHED', 'Telia')).toBe('Avslutad');
  });

  it('cuts the header to 40 characters', () => {
    expect(caseHeaderFrom(`  ${'x'.repeat(50)}`)).toHaveLength(40);
    expect(caseHeaderFrom('Byte av betalsätt')).toBe('Byte av betalsätt');
  });
});
