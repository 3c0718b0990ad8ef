import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const form = {
  street: 'Ekvägen',
  number: '4',
  entrance: 'B',
  apartment: '1101',
  zip: '413 01',
  city: 'Göteborg',
};

describe('addresses.create', () => {
  it('adds the address with an access under the main agreement and an audit row', async () => {
    const main = await db.prisma.mainAgreement.create({
      data: {
        number: 7001,
        name: 'Brf Eken',
        startsAt: new Date('2020-01-01'),
        distributionNetwork: 'Stadsnät',
      },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const created = await caller.addresses.create({ ...form, mainAgreementNumber: 7001 });

    expect(created.id).toMatch(/^[0-9A-F]{32}$/);
    expect(created.composite).toBe('Ekvägen 4 B lgh 1101, 413 01 Göteborg');
    const access = await db.prisma.access.findFirstOrThrow({ where: { addressId: created.id } });
    expect(access).toMatchObject({ mainAgreementId: main.id, network: 'Stadsnät' });
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'address.create', entityId: created.id } }),
    ).toBe(1);
  });

  it('refuses missing fields, a bad apartment, a duplicate and an unknown main agreement, changing nothing', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.addresses.create({ ...form, street: 'Björkvägen', mainAgreementNumber: null });
    const before = await db.prisma.address.count();

    await expect(
      caller.addresses.create({ ...form, street: '', mainAgreementNumber: null }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.addresses.create({ ...form, apartment: '11', mainAgreementNumber: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.addresses.create({ ...form, street: 'björkvägen', mainAgreementNumber: null }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Adressen finns redan i adressregistret' });
    await expect(
      caller.addresses.create({ ...form, street: 'Lönnvägen', mainAgreementNumber: 99 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Huvudavtalet hittades inte' });

    expect(await db.prisma.address.count()).toBe(before);
  });
});
