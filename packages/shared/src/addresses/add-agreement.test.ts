import { describe, expect, it } from 'vitest';
import {
  ADD_AGREEMENT_TEXTS,
  type AddAgreementAccess,
  type AddAgreementContext,
  planAddAgreement,
} from './add-agreement.ts';
import { ADDRESS_SEARCH_TEXTS } from './address-search.ts';

const today = '2026-11-24';
const access = (overrides: Partial<AddAgreementAccess> = {}): AddAgreementAccess => ({
  mainAgreementNumber: 1101,
  mainAgreementName: 'Öppen fiber Stockholm',
  network: 'Stadsnät',
  distributionNetwork: 'Stadsnät',
  mainCentral: 'HC-STHLM',
  orderNumber: '11010042',
  premisesType: 'MDU',
  validTo: null,
  ...overrides,
});
const context = (accesses: AddAgreementAccess[]): AddAgreementContext => ({
  customer: { customerNumber: 100001, name: 'Karin Lindqvist' },
  address: {
    id: '5512399',
    composite: 'Storgatan 12 B lgh 1101, 413 01 Göteborg',
    street: 'Storgatan',
    number: '12',
    entrance: 'B',
    apartment: 'lgh 1101',
    zipCode: '41301',
    city: 'Göteborg',
    accesses,
  },
});
const missingAddress = {
  street: 'Nyvägen',
  number: '3',
  entrance: '',
  apartment: '',
  zip: '413 10',
  city: 'Göteborg',
  note: '',
};

describe('planAddAgreement', () => {
  it('plans the agreement at the address and a new-agreement case (status 2, group 42, type 197)', () => {
    const outcome = planAddAgreement(
      context([access()]),
      { addressId: '5512399', mainAgreementNumber: 1101, missingAddress: null },
      today,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.agreement).toMatchObject({
      addressId: '5512399',
      mainAgreementNumber: 1101,
      deliveryAddress: 'Storgatan 12 B lgh 1101',
      deliveryCity: 'Göteborg',
    });
    expect(outcome.plan.case).toMatchObject({ status: 'IN_PROGRESS', ownerGroupId: 42, typeId: 197 });
  });

  it('plans only a missing-address case (status 1, group 84, type 135) when the address is missing', () => {
    const outcome = planAddAgreement(
      context([]),
      { addressId: null, mainAgreementNumber: null, missingAddress },
      today,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.agreement).toBeNull();
    expect(outcome.plan.case).toMatchObject({ status: 'NOT_STARTED', ownerGroupId: 84, typeId: 135 });
    expect(outcome.plan.case.header).toContain('Nyvägen 3');
  });

  it('refuses a missing main agreement, one without an active access, Ej valbar and blocked premises', () => {
    const pick = (accesses: AddAgreementAccess[], mainAgreementNumber: number | null) =>
      planAddAgreement(
        context(accesses),
        { addressId: '5512399', mainAgreementNumber, missingAddress: null },
        today,
      );
    expect(pick([access()], null)).toEqual({
      ok: false,
      refusals: { mainAgreementNumber: [ADD_AGREEMENT_TEXTS.chooseMainAgreement] },
    });
    expect(pick([access({ validTo: '2026-01-01' })], 1101)).toEqual({
      ok: false,
      refusals: { mainAgreementNumber: [ADD_AGREEMENT_TEXTS.mainAgreementNotAtAddress] },
    });
    expect(pick([access(), access()], 1101)).toEqual({
      ok: false,
      refusals: { addressId: [ADDRESS_SEARCH_TEXTS.notSelectable] },
    });
    expect(pick([access({ premisesType: 'MDU_TECHNICAL' })], 1101)).toEqual({
      ok: false,
      refusals: { addressId: [ADDRESS_SEARCH_TEXTS.purchaseBlocked] },
    });
    expect(
      planAddAgreement(
        context([]),
        { addressId: null, mainAgreementNumber: null, missingAddress: null },
        today,
      ),
    ).toEqual({ ok: false, refusals: { missingAddress: [ADD_AGREEMENT_TEXTS.missingAddressRequired] } });
  });
});
