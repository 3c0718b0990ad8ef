import { describe, expect, it } from 'vitest';
import { ADDRESS_PICK_TEXTS, addressPickRefusal } from './address-pick.ts';

const today = '2026-11-24';
const underMain = (mainAgreementNumber: number, validTo: string | null = null) => ({
  mainAgreementNumber,
  validTo,
});
const agreement = { deliveryCity: 'Göteborg', mainAgreementNumber: 7001 };

describe('addressPickRefusal', () => {
  it('lets the agreement pick an address in its own town, however the town is typed', () => {
    for (const city of ['Göteborg', 'GÖTEBORG', ' göteborg ']) {
      expect(addressPickRefusal({ city, accesses: [underMain(7001)] }, agreement, today)).toBeNull();
    }
  });

  it("refuses an address in another town than the agreement's delivery address", () => {
    expect(addressPickRefusal({ city: 'Stockholm', accesses: [underMain(7001)] }, agreement, today)).toBe(
      ADDRESS_PICK_TEXTS.otherTown('Stockholm', 'Göteborg'),
    );
    expect(
      addressPickRefusal(
        { city: 'Mölndal', accesses: [underMain(7001)] },
        { ...agreement, deliveryCity: 'Göteborg ' },
        today,
      ),
    ).toBe(ADDRESS_PICK_TEXTS.otherTown('Mölndal', 'Göteborg'));
  });

  it('has no town to compare when the agreement has no delivery city', () => {
    const noCity = { deliveryCity: null, mainAgreementNumber: 7001 };
    expect(addressPickRefusal({ city: 'Stockholm', accesses: [underMain(7001)] }, noCity, today)).toBeNull();
  });

  it("refuses an address without an active access under the agreement's main agreement; any main agreement when it has none", () => {
    const refusal = ADDRESS_PICK_TEXTS.noAccessUnderMainAgreement;
    expect(addressPickRefusal({ city: 'Göteborg', accesses: [underMain(7002)] }, agreement, today)).toBe(
      refusal,
    );
    expect(
      addressPickRefusal({ city: 'Göteborg', accesses: [underMain(7001, '2026-11-23')] }, agreement, today),
    ).toBe(refusal);
    expect(addressPickRefusal({ city: 'Göteborg', accesses: [] }, agreement, today)).toBe(refusal);
    expect(
      addressPickRefusal(
        { city: 'Göteborg', accesses: [underMain(7002, today)] },
        { ...agreement, mainAgreementNumber: null },
        today,
      ),
    ).toBeNull();
  });
});
