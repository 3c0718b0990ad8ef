import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
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

/** The form of one submit (each with its own request id). */
const form = () => ({
  requestId: randomUUID(),
  street: 'Ekvägen',
  number: '4',
  entrance: 'B',
  apartment: '1101',
  zip: '413 01',
  city: 'Göteborg',
});

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

    const created = await caller.addresses.create({ ...form(), mainAgreementNumber: 7001 });

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
    await caller.addresses.create({ ...form(), street: 'Björkvägen', mainAgreementNumber: null });
    const before = await db.prisma.address.count();

    await expect(
      caller.addresses.create({ ...form(), street: '', mainAgreementNumber: null }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.addresses.create({ ...form(), apartment: '11', mainAgreementNumber: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.addresses.create({ ...form(), street: 'björkvägen', mainAgreementNumber: null }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Adressen finns redan i adressregistret' });
    await expect(
      caller.addresses.create({ ...form(), street: 'Lönnvägen', mainAgreementNumber: 99 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Huvudavtalet hittades inte' });

    expect(await db.prisma.address.count()).toBe(before);
  });

  it('adds one of several concurrent submits of the same address (any case, postal code spacing), refusing the others', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.address.count();
    const variants = [
      { street: 'Granvägen', number: '7', entrance: 'A', zip: '413 01' },
      { street: 'granvägen', number: '7', entrance: 'a', zip: '41301' },
      { street: 'GRANvägen', number: '7', entrance: 'A', zip: '413 01' },
      { street: 'Granvägen', number: '7', entrance: 'a', zip: '41301' },
      { street: 'granVÄGEN', number: '7', entrance: 'A', zip: '413 01' },
    ];
    const answers = await Promise.allSettled(
      variants.map((variant) =>
        caller.addresses.create({ ...form(), ...variant, apartment: '', mainAgreementNumber: null }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status === 'rejected')) {
      expect(answer.reason).toMatchObject({
        code: 'CONFLICT',
        message: 'Adressen finns redan i adressregistret',
      });
    }
    expect(await db.prisma.address.count()).toBe(before + 1);
  });

  it('gives the agreement it was added for the new address id, with audit rows', async () => {
    const main = await db.prisma.mainAgreement.create({
      data: {
        number: 7002,
        name: 'Brf Aspen',
        startsAt: new Date('2020-01-01'),
        distributionNetwork: 'Öppen fiber',
      },
    });
    const { customer, agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({
      where: { id: agreement.id },
      data: { addressId: null, mainAgreementId: main.id },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await caller.customers.byNumber({ customerNumber: customer.customerNumber });
    expect(before.agreements[0]?.addressId).toBeNull();

    const created = await caller.addresses.create({
      ...form(),
      street: 'Aspvägen',
      mainAgreementNumber: 7002,
      agreementNumber: agreement.agreementNumber,
    });

    expect(created.agreementNumber).toBe(agreement.agreementNumber);
    const after = await caller.customers.byNumber({ customerNumber: customer.customerNumber });
    expect(after.agreements[0]?.addressId).toBe(created.id);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'agreement.setAddress', entityId: String(agreement.agreementNumber) },
      }),
    ).toBe(1);
  });

  it('refuses an agreement that has an address, is ended, is unknown or lies under another main agreement, changing nothing', async () => {
    await db.prisma.mainAgreement.create({
      data: { number: 7003, name: 'Brf Almen', startsAt: new Date('2020-01-01') },
    });
    const { agreement } = await createTestCustomer(db.prisma);
    const ended = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({
      where: { id: ended.agreement.id },
      data: { addressId: null, ended: true },
    });
    const bare = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: bare.agreement.id }, data: { addressId: null } });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const addressesBefore = await db.prisma.address.count();
    const input = { ...form(), street: 'Almvägen', mainAgreementNumber: null };

    await expect(
      caller.addresses.create({ ...input, agreementNumber: agreement.agreementNumber }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Avtalet har redan en köpbar adress' });
    await expect(
      caller.addresses.create({ ...input, agreementNumber: ended.agreement.agreementNumber }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Avtalet är avslutat' });
    await expect(caller.addresses.create({ ...input, agreementNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Avtalet hittades inte',
    });
    await expect(
      caller.addresses.create({
        ...input,
        mainAgreementNumber: 7003,
        agreementNumber: bare.agreement.agreementNumber,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Adressen måste läggas under avtalets huvudavtal',
    });
    await expect(caller.addresses.create({ ...input, agreementNumber: -4 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    expect(await db.prisma.address.count()).toBe(addressesBefore);
    expect(
      (await db.prisma.agreement.findUniqueOrThrow({ where: { id: bare.agreement.id } })).addressId,
    ).toBeNull();
    expect(
      await db.prisma.auditEntry.count({
        where: {
          action: 'agreement.setAddress',
          entityId: {
            in: [agreement, ended.agreement, bare.agreement].map((item) => String(item.agreementNumber)),
          },
        },
      }),
    ).toBe(0);
  });
});
