import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASE_HEADER_MAX,
  CASE_STATUSES,
  caseHeaderFrom,
  caseHeaderOfFields,
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

describe('caseHeaderOfFields (document 1 section 5)', () => {
  it('is the first 40 characters of the first field value, on one line', () => {
    expect(
      caseHeaderOfFields([
        { value: 'Routern startar om\nflera gånger i timmen sedan i går kväll.' },
        { value: 'Andra fältet' },
      ]),
    ).toBe('Routern startar om flera gånger i timmen');
  });

  it('takes the first field in form order that has a value, and is empty when none has', () => {
    expect(
      caseHeaderOfFields([
        { value: 'Andra', order: 2 },
        { value: '  ', order: 0 },
        { value: 'Första', order: 1 },
      ]),
    ).toBe('Första');
    expect(caseHeaderOfFields([{ value: null }, { value: ' \n ' }])).toBe('');
    expect(caseHeaderOfFields([])).toBe('');
  });

  it('is at most 40 characters, starts the first value and never ends or starts in blank', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ maxLength: 80 })), { maxLength: 4 }), (values) => {
        const header = caseHeaderOfFields(values.map((value) => ({ value })));
        const first = values.find((value) => value?.trim());
        expect(header.length).toBeLessThanOrEqual(CASE_HEADER_MAX);
        expect(header).toBe(header.trim());
        expect(header === '').toBe(first === undefined);
        if (first) expect(first.trim().replace(/\s+/g, ' ').startsWith(header)).toBe(true);
      }),
    );
  });
});
