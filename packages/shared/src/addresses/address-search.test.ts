import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SEARCH_TEXTS,
  hitSummary,
  isPurchaseBlocked,
  isSelectable,
  parseStreetAndNumber,
  passedDisconnection,
  type SearchAccess,
} from './address-search.ts';

const today = '2026-11-24';
const access = (overrides: Partial<SearchAccess> = {}): SearchAccess => ({
  mainAgreementNumber: 7001,
  network: 'Stadsnät',
  validTo: null,
  premisesType: 'SDU',
  ...overrides,
});

describe('address search rules', () => {
  it('searches street and number only', () => {
    expect(parseStreetAndNumber('Storgatan 12 B, Göteborg')).toEqual({ street: 'Storgatan', number: '12' });
    expect(parseStreetAndNumber('  Sankt Eriksgatan 5')).toEqual({ street: 'Sankt Eriksgatan', number: '5' });
    expect(parseStreetAndNumber('Storgatan')).toEqual({ street: 'Storgatan', number: null });
  });

  it("is 'Ej valbar' with several active accesses on the same main agreement, netadmin and ended excluded", () => {
    expect(isSelectable([access()], today)).toBe(true);
    expect(isSelectable([access(), access()], today)).toBe(false);
    expect(isSelectable([access(), access({ mainAgreementNumber: 7002 })], today)).toBe(true);
    expect(isSelectable([access(), access({ network: 'netadmin' })], today)).toBe(true);
    expect(isSelectable([access(), access({ validTo: '2026-01-01' })], today)).toBe(true);
    expect(isSelectable([access(), access()], today, 7002)).toBe(true);
  });

  it('shows the latest passed disconnection date only', () => {
    expect(passedDisconnection([access({ validTo: '2027-01-01' })], today)).toBeNull();
    expect(
      passedDisconnection([access({ validTo: '2025-01-01' }), access({ validTo: '2026-03-31' })], today),
    ).toBe('2026-03-31');
  });

  it('warns at 50 hits or more, counts below and says so when nothing was found', () => {
    expect(hitSummary(0)).toBe(ADDRESS_SEARCH_TEXTS.none);
    expect(hitSummary(49)).toBe('49 adresser hittades');
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100_000 }), (total) => {
        expect(hitSummary(total)).toBe(ADDRESS_SEARCH_TEXTS.tooMany);
      }),
    );
  });

  it('blocks purchases on MDU_COMMON and MDU_TECHNICAL only', () => {
    expect(
      ['SDU', 'MDU', 'MDU_COMMON', 'MDU_TECHNICAL', 'COMMERCIAL'].filter((type) =>
        isPurchaseBlocked(type as 'SDU'),
      ),
    ).toEqual(['MDU_COMMON', 'MDU_TECHNICAL']);
  });
});
