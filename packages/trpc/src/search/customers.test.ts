import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.customer.create({
    data: {
      customerNumber: 700001,
      name: 'Zlatan Qvarnström',
      firstName: 'Zlatan',
      lastName: 'Qvarnström',
      personalId: '197703054321',
      email: 'zq@example.se',
      mobilePhone: '070-555 12 34',
      deliveryAddress: 'Kvarnbacken 7',
      deliveryCity: 'Umeå',
    },
  });
  await db.prisma.customer.create({
    data: {
      customerNumber: 700002,
      name: 'Ada Qvarnström',
      firstName: 'Ada',
      lastName: 'Qvarnström',
      personalId: '198001019999',
      deliveryAddress: 'Kvarnbacken 9',
      deliveryCity: 'Umeå',
    },
  });
  await db.prisma.cantabCustomer.create({
    data: { customerNumber: 400901, name: 'Zlatan Cantabsson', mobilePhone: '0739998877', city: 'Luleå' },
  });
  await db.prisma.bitcomHousingAssociation.create({
    data: {
      customerNumber: 450901,
      name: 'BRF Zlatanhuset',
      organisationNumber: '769612-3456',
      city: 'Kiruna',
    },
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('search.customers', () => {
  it('puts cantab and bitcom hits first (names starting with the text first) and counts them', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const result = await caller.search.customers({ query: 'zlatan' });

    expect(result.total).toBe(3);
    expect(result.external).toBe(2);
    expect(result.hits.map((hit) => [hit.source, hit.customerNumber])).toEqual([
      ['cantab', 400901],
      ['bitcom', 450901],
      ['sappa', 700001],
    ]);
    expect(result.hits[2]).toEqual({
      source: 'sappa',
      name: 'Zlatan Qvarnström',
      customerNumber: 700001,
      mobilePhone: '070-555 12 34',
      email: 'zq@example.se',
      personalId: '197703054321',
      address: 'Kvarnbacken 7',
      city: 'Umeå',
    });
  });

  it('finds customers by mobile, personal id, e-mail, delivery address and customer number', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const numbersOf = async (query: string) =>
      (await caller.search.customers({ query })).hits.map((hit) => hit.customerNumber);

    expect(await numbersOf('0705551234')).toEqual([700001]);
    expect(await numbersOf('070-555 12 34')).toEqual([700001]);
    expect(await numbersOf('770305-4321')).toEqual([700001]);
    expect(await numbersOf('ZQ@EXAMPLE')).toEqual([700001]);
    expect(await numbersOf('kvarnbacken 9')).toEqual([700002]);
    expect(await numbersOf('700002')).toEqual([700002]);
    expect(await numbersOf('7696123456')).toEqual([450901]);
  });

  it('ranks exact matches first and pages through the rest', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await createTestCustomer(db.prisma);

    const byName = await caller.search.customers({ query: 'qvarnström' });
    expect(byName.hits.map((hit) => hit.name)).toEqual(['Ada Qvarnström', 'Zlatan Qvarnström']);

    const second = await caller.search.customers({ query: 'qvarnström', page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, external: 0, hits: [{ customerNumber: 700001 }] });

    const pastTheEnd = await caller.search.customers({ query: 'zlatan', page: 5, pageSize: 2 });
    expect(pastTheEnd).toEqual({ total: 3, external: 2, hits: [] });
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    expect(await caller.search.customers({ query: '%' })).toEqual({ total: 0, external: 0, hits: [] });
    expect((await caller.search.customers({ query: 'Zlatan_' })).total).toBe(0);
  });

  it('refuses users without the groups and an empty text', async () => {
    const { caller: nobody } = await signInTestUser(db.prisma, { groups: [] });
    await expect(nobody.search.customers({ query: 'zlatan' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.search.customers({ query: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.search.customers({ query: 'a', pageSize: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
