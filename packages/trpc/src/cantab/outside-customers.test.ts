import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

async function seedOutsideCustomers() {
  const prisma = env.db.prisma;
  await prisma.cantabCustomer.createMany({
    data: [
      {
        customerNumber: 810_001,
        name: 'Ingrid Fältskog',
        personalId: '19560312-1234',
        email: 'ingrid.faltskog@example.se',
        mobilePhone: '070-1234567',
        address: 'Storgatan 4',
        city: 'Sundsvall',
      },
      { customerNumber: 810_002, name: 'Olle Fältskog', address: 'Kyrkvägen 9', city: 'Timrå' },
      { customerNumber: 810_003, name: 'Britt Ek', city: 'Härnösand' },
    ],
    skipDuplicates: true,
  });
  await prisma.bitcomHousingAssociation.createMany({
    data: [
      {
        customerNumber: 820_001,
        name: 'Brf Tallkotten',
        organisationNumber: '769612-3456',
        email: 'styrelsen@tallkotten.example',
        phone: '060-123456',
        address: 'Skolgatan 12',
        city: 'Sundsvall',
        apartmentCount: 48,
      },
      { customerNumber: 820_002, name: 'Brf Björken', organisationNumber: '769600-1111', apartmentCount: 12 },
    ],
    skipDuplicates: true,
  });
}

describe('cantab customers (/sappis/cantab)', () => {
  it('a CANTAB-only user searches by name, number and personal number and opens a customer', async () => {
    await seedOutsideCustomers();
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    const byName = await caller.cantab.search({ query: 'fältskog' });
    expect(byName.customers.map((customer) => customer.customerNumber)).toEqual([810_001, 810_002]);
    expect(byName.total).toBe(2);
    expect((await caller.cantab.search({ query: '810003' })).customers).toMatchObject([{ name: 'Britt Ek' }]);
    expect((await caller.cantab.search({ query: '19560312' })).customers).toHaveLength(1);
    expect((await caller.cantab.search({ query: 'finns-inte-alls' })).customers).toEqual([]);
    expect(await caller.cantab.byNumber({ customerNumber: 810_001 })).toMatchObject({
      name: 'Ingrid Fältskog',
      email: 'ingrid.faltskog@example.se',
      city: 'Sundsvall',
    });
  });

  it('an unknown number is NOT_FOUND with a Swedish text; bitcom is not for a CANTAB-only user', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    await expect(caller.cantab.byNumber({ customerNumber: 899_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Det finns ingen Cantab-kund med det kundnumret.',
    });
    await expect(caller.bitcom.search({ query: '' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('bitcom housing associations (/sappis/bitcom-brf)', () => {
  it('searches by name, organisation number and city and opens an association', async () => {
    await seedOutsideCustomers();
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    expect((await caller.bitcom.search({ query: 'tallkott' })).associations).toMatchObject([
      { customerNumber: 820_001, apartmentCount: 48 },
    ]);
    expect((await caller.bitcom.search({ query: '769600-1111' })).associations).toMatchObject([
      { name: 'Brf Björken' },
    ]);
    const all = await caller.bitcom.search({ query: '' });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(await caller.bitcom.byNumber({ customerNumber: 820_001 })).toMatchObject({
      organisationNumber: '769612-3456',
      phone: '060-123456',
    });
    await expect(caller.bitcom.byNumber({ customerNumber: 899_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Det finns ingen Bitcom-förening med det kundnumret.',
    });
  });
});
