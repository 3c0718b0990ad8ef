import { describe, expect, it } from 'vitest';
import { activationLabel, isFileActive, mainAgreementFilterSchema } from './main-agreements.ts';

describe('activationLabel', () => {
  it('names the activation values of document 3', () => {
    expect([1, 2, 96, 97, 98, 99].map(activationLabel)).toEqual([
      'Valbar',
      'Obligatorisk',
      'Utrustning krävs',
      'Utrustning avropas',
      'Utrustning hämtas',
      'Tjänsten är aktiverad',
    ]);
    expect(activationLabel(5)).toBe('5');
  });
});

describe('isFileActive', () => {
  const today = '2026-11-24';
  it('needs the flag and today inside the interval', () => {
    expect(isFileActive({ active: true, startsAt: null, endsAt: null }, today)).toBe(true);
    expect(isFileActive({ active: false, startsAt: null, endsAt: null }, today)).toBe(false);
    expect(isFileActive({ active: true, startsAt: '2026-11-25', endsAt: null }, today)).toBe(false);
    expect(isFileActive({ active: true, startsAt: null, endsAt: '2026-11-23' }, today)).toBe(false);
    expect(isFileActive({ active: true, startsAt: today, endsAt: today }, today)).toBe(true);
  });
});

describe('mainAgreementFilterSchema', () => {
  it('refuses an unknown transmission', () => {
    const base = { text: '', mainCentral: '', state: 'ALL', page: 1 };
    expect(mainAgreementFilterSchema.safeParse({ ...base, transmission: 'KOAX' }).success).toBe(true);
    expect(mainAgreementFilterSchema.safeParse({ ...base, transmission: 'DOCSIS' }).success).toBe(false);
  });
});
