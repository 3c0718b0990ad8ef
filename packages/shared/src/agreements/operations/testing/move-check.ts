import type { MoveCheck, MoveStatus } from '../move/move-check.ts';

/** The move check's answer for a move to Nya vägen 3 in Göteborg (address 2000002 under main agreement 7001). */
export function testMoveCheck(statuses: MoveStatus[] = [], overrides: Partial<MoveCheck> = {}): MoveCheck {
  return {
    currentAddressId: '1000001',
    target: {
      addressId: '2000002',
      composite: 'Nya vägen 3, 411 02 Göteborg',
      deliveryAddress: 'Nya vägen 3',
      zipCode: '41102',
      city: 'Göteborg',
      mainAgreementNumber: 7001,
      mainAgreementName: 'Brf Nya',
      mainCentral: 'GBG1',
      orderNumber: 'ON-2',
    },
    statuses,
    ...overrides,
  };
}
