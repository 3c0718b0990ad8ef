import { createTestDatabase } from '@sappis/db/testing/test-database';
import { SEARCH_TABS, visibleSearchTabs } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let fixture: Awaited<ReturnType<typeof createTestCustomer>>;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await createTestCustomer(db.prisma);
  const main = await db.prisma.mainAgreement.create({
    data: { number: 4711, name: 'Stadsnät Testby', startsAt: new Date('2020-01-01') },
  });
  await db.prisma.agreement.update({
    where: { id: fixture.agreement.id },
    data: { mainAgreementId: main.id },
  });
  await db.prisma.address.createMany({
    data: [
      {
        id: '55500012',
        street: 'Ekvägen',
        number: '12',
        zipCode: '90330',
        city: 'Umeå',
        composite: 'Ekvägen 12',
      },
      {
        id: '55500013',
        street: 'Ekvägen',
        number: '12',
        entrance: 'B',
        apartment: '1101',
        zipCode: '90330',
        city: 'Umeå',
        composite: 'Ekvägen 12 B',
      },
      {
        id: '55500014',
        street: 'Ekvägen',
        number: '14',
        zipCode: '90330',
        city: 'Umeå',
        composite: 'Ekvägen 14',
      },
      {
        id: 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6',
        street: 'Lilla Ekvägen',
        number: '1',
        zipCode: '90331',
        city: 'Umeå',
        composite: 'x',
      },
    ],
  });
  await db.prisma.stockBalance.createMany({
    data: [
      { productNumber: 'ZBOX01', description: 'Testbox Zeta', quantity: 5 },
      { productNumber: 'ZBOX02', description: 'Garantibyte testbox', quantity: 0 },
    ],
  });
  await db.prisma.invoice.create({
    data: {
      invoiceNumber: 99887766,
      customerId: fixture.customer.id,
      ocr: '998877665',
      invoiceDate: new Date('2026-10-01'),
      dueDate: new Date('2026-10-31'),
      amount: '499.00',
      remainingAmount: '0.00',
    },
  });
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
});
afterAll(async () => {
  await db?.drop();
});

describe('search.addresses', () => {
  it('searches street and number, with the letter as number or entrance', async () => {
    const idsOf = async (query: string) =>
      (await caller.search.addresses({ query })).hits.map((hit) => hit.id);
    expect(await idsOf('Ekvägen 12')).toEqual(['55500012', '55500013']);
    expect(await idsOf('ekvägen 12 b')).toEqual(['55500013']);
    expect(await idsOf('ekväg')).toEqual([
      '55500012',
      '55500013',
      '55500014',
      'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6',
    ]);
  });

  it('finds an address by its id', async () => {
    const result = await caller.search.addresses({ query: 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6' });
    expect(result).toEqual({
      total: 1,
      hits: [
        {
          id: 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6',
          street: 'Lilla Ekvägen',
          number: '1',
          entrance: null,
          apartment: null,
          zipCode: '90331',
          city: 'Umeå',
        },
      ],
    });
    expect((await caller.search.addresses({ query: '55500013' })).hits[0]).toMatchObject({
      apartment: '1101',
    });
  });
});

describe('search agreement tabs', () => {
  it('finds an agreement by its number and by its main agreement number', async () => {
    const expected = {
      customerNumber: fixture.customer.customerNumber,
      deliveryAddress: 'Storgatan 12',
      city: 'Göteborg',
      mainAgreementNumber: 4711,
      mainAgreementName: 'Stadsnät Testby',
      agreementNumber: fixture.agreement.agreementNumber,
    };
    expect(await caller.search.agreements({ query: String(fixture.agreement.agreementNumber) })).toEqual({
      total: 1,
      hits: [expected],
    });
    expect(await caller.search.agreements({ query: '4711' })).toEqual({ total: 1, hits: [expected] });
    expect(await caller.search.agreements({ query: 'Storgatan' })).toEqual({ total: 0, hits: [] });
  });

  it('lists agreements numbered like the text before the rest of the main agreement, paged across both', async () => {
    const main = await db.prisma.mainAgreement.findUniqueOrThrow({ where: { number: 4711 } });
    const other = await db.prisma.mainAgreement.create({
      data: { number: 4712, name: 'Annat nät', startsAt: new Date('2020-01-01') },
    });
    const agreement = (agreementNumber: number, mainAgreementId: number) => ({
      agreementNumber,
      customerId: fixture.customer.id,
      mainAgreementId,
      deliveryAddress: 'Lillgatan 3',
      deliveryCity: 'Borås',
    });
    await db.prisma.agreement.createMany({
      data: [
        agreement(47110001, main.id), // both numbered like the text and under main agreement 4711
        agreement(47119999, other.id),
        agreement(1000, main.id),
        agreement(2000, main.id),
      ],
    });
    const pages = await Promise.all(
      [1, 2, 3].map((page) => caller.search.agreements({ query: '4711', page, pageSize: 2 })),
    );
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.hits.map((hit) => hit.agreementNumber))).toEqual([
      [47110001, 47119999],
      [1000, 2000],
      [fixture.agreement.agreementNumber],
    ]);
    expect((await caller.search.agreements({ query: '4711', page: 4, pageSize: 2 })).hits).toEqual([]);
  });

  it('finds agreements by address id, exactly or from the start', async () => {
    const numbersOf = async (query: string) =>
      (await caller.search.addressIds({ query })).hits.map((hit) => hit.agreementNumber);
    expect(await numbersOf('12345678')).toEqual([fixture.agreement.agreementNumber]);
    expect(await numbersOf('123456')).toEqual([fixture.agreement.agreementNumber]);
    expect(await numbersOf('23456')).toEqual([]);
  });

  it('finds agreements by delivery address', async () => {
    const result = await caller.search.deliveryAddresses({ query: 'orgatan 1' });
    expect(result.total).toBe(1);
    expect(result.hits[0]).toMatchObject({
      agreementNumber: fixture.agreement.agreementNumber,
      city: 'Göteborg',
    });
    expect((await caller.search.deliveryAddresses({ query: 'Ekvägen' })).total).toBe(0);
  });
});

describe('search.stock and search.invoices', () => {
  it('finds stock balances by product number and description', async () => {
    expect(await caller.search.stock({ query: 'zbox01' })).toEqual({
      total: 1,
      hits: [{ productNumber: 'ZBOX01', description: 'Testbox Zeta', quantity: 5 }],
    });
    const byDescription = await caller.search.stock({ query: 'testbox' });
    expect(byDescription.hits.map((hit) => hit.productNumber)).toEqual(['ZBOX01', 'ZBOX02']);
  });

  it('finds the customer number of an invoice by invoice number or OCR', async () => {
    const hit = { customerNumber: fixture.customer.customerNumber, invoiceNumber: 99887766 };
    expect(await caller.search.invoices({ query: '99887766' })).toEqual({ total: 1, hits: [hit] });
    expect(await caller.search.invoices({ query: '998877665' })).toEqual({ total: 1, hits: [hit] });
    expect(await caller.search.invoices({ query: 'faktura' })).toEqual({ total: 0, hits: [] });
  });

  it('refuses users without the groups', async () => {
    const { caller: nobody } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(nobody.search.stock({ query: 'zbox' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(nobody.search.invoices({ query: '1' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses exactly the tabs the web hides (one rule: searchTabGroups)', async () => {
    const { caller: nobody } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    expect(visibleSearchTabs(['CANTAB'])).toEqual([]);
    for (const tab of SEARCH_TABS) {
      await expect(nobody.search[tab.key]({ query: '1' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.search[tab.key]({ query: '1' })).resolves.toHaveProperty('total');
    }
  });
});
