import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { ADDRESS_CASE_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('addresses.byId (the address page)', () => {
  it('opens an address to its network, accesses, main agreements, and the agreements and customers at it', async () => {
    const main = await db.prisma.mainAgreement.create({
      data: {
        number: 8101,
        name: 'Brf Linden',
        startsAt: new Date('2020-01-01'),
        distributionNetwork: 'Stadsnät',
      },
    });
    const address = await db.prisma.address.create({
      data: {
        id: 'LIND0001',
        street: 'Lindvägen',
        number: '3',
        zipCode: '41301',
        city: 'Göteborg',
        composite: 'Lindvägen 3, 413 01 Göteborg',
        network: 'Stadsnät',
      },
    });
    await db.prisma.access.createMany({
      data: [
        {
          addressId: address.id,
          mainAgreementId: main.id,
          externalId: randomUUID(),
          network: 'Stadsnät',
          validFrom: new Date('2020-01-01'),
        },
        {
          addressId: address.id,
          mainAgreementId: main.id,
          externalId: 'OLD-1',
          network: 'Stadsnät',
          validFrom: new Date('2018-01-01'),
          validTo: new Date('2019-12-31'),
        },
      ],
    });
    const living = await createTestCustomer(db.prisma);
    const moved = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({
      where: { id: living.agreement.id },
      data: { addressId: address.id, mainAgreementId: main.id },
    });
    await db.prisma.agreement.update({
      where: { id: moved.agreement.id },
      data: { addressId: address.id, ended: true },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const page = await caller.addresses.byId({ addressId: 'LIND0001' });

    expect(page.address).toMatchObject({
      id: 'LIND0001',
      composite: 'Lindvägen 3, 413 01 Göteborg',
      network: 'Stadsnät',
    });
    expect(
      page.accesses.map((access) => [
        access.externalId === 'OLD-1',
        access.active,
        access.mainAgreementNumber,
      ]),
    ).toEqual([
      [false, true, 8101],
      [true, false, 8101],
    ]);
    expect(page.mainAgreements).toEqual([
      expect.objectContaining({ number: 8101, name: 'Brf Linden', distributionNetwork: 'Stadsnät' }),
    ]);
    // Active agreements first, then ended ones; each with its customer.
    expect(page.agreements.map((item) => [item.agreementNumber, item.customerNumber, item.ended])).toEqual([
      [living.agreement.agreementNumber, living.customer.customerNumber, false],
      [moved.agreement.agreementNumber, moved.customer.customerNumber, true],
    ]);
    expect(page.agreements[0]).toMatchObject({ customerName: 'Karin Lindqvist', mainAgreementNumber: 8101 });
  });

  it("says an unknown address cannot be found, and is for the address register's users only", async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.addresses.byId({ addressId: 'NOSUCH' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ADDRESS_CASE_TEXTS.addressNotFound,
    });
    const outsider = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(outsider.caller.addresses.byId({ addressId: 'LIND0001' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
