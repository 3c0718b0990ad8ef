import type { TestDatabase } from '@sappis/db/testing/test-database';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { createCustomerAtAddress } from '../orders/testing/customer-at-address.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import { MARKETABILITY_FAILURE } from './marketability.ts';
import type { MarketabilityAdapter } from './marketability-adapter.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

async function callerWith(marketability: MarketabilityAdapter) {
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs: 50 }, { marketability });
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

describe('marketability.byAddress', () => {
  it('answers the address, its customers and its accesses, under one main agreement when asked', async () => {
    const { customer, agreement, addressId, mainAgreementNumber } = await createCustomerAtAddress(db.prisma);
    const answer = await caller.marketability.byAddress({ addressId, mainAgreementNumber: null });
    expect(answer.address).toMatchObject({ id: addressId, street: 'Ordervägen', city: 'Göteborg' });
    expect(answer.customers).toEqual([
      {
        customerNumber: customer.customerNumber,
        name: 'Karin Lindqvist',
        agreementNumber: agreement.agreementNumber,
        ended: false,
      },
    ]);
    expect(answer.accesses).toMatchObject([{ mainAgreementNumber, network: 'Stadsnät', active: true }]);
    expect(answer.purchasable).toBe(true);
    const other = await caller.marketability.byAddress({ addressId, mainAgreementNumber: 1 });
    expect(other).toMatchObject({ accesses: [], purchasable: false });
  });

  it('is not purchasable on MDU_COMMON premises', async () => {
    const { addressId } = await createCustomerAtAddress(db.prisma, { premisesType: 'MDU_COMMON' });
    expect((await caller.marketability.byAddress({ addressId, mainAgreementNumber: null })).purchasable).toBe(
      false,
    );
  });

  it("answers the spec's text when Marketability fails or is silent, and NOT_FOUND for an unknown address", async () => {
    const failing = await callerWith({
      byAddress: async () => {
        throw new Error('503');
      },
    });
    const silent = await callerWith({ byAddress: () => new Promise(() => {}) });
    for (const use of [failing, silent]) {
      await expect(
        use.marketability.byAddress({ addressId: '5512300', mainAgreementNumber: null }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MARKETABILITY_FAILURE });
    }
    await expect(
      caller.marketability.byAddress({ addressId: 'NOSUCH', mainAgreementNumber: null }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
