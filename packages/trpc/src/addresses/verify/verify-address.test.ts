import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { ADDRESS_CASE_TEXTS, ADDRESS_PICK_TEXTS, ADDRESS_SEARCH_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationDatabase } from '../../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];
let mainAgreementId: number;

beforeAll(async () => {
  db = await createOperationDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
  mainAgreementId = (
    await db.prisma.mainAgreement.create({
      data: { number: 9101, name: 'Brf Verifiera', startsAt: new Date('2020-01-01') },
    })
  ).id;
  // 60 addresses on Långgatan (too many), and a few on Kortvägen with different access situations.
  await db.prisma.address.createMany({
    data: Array.from({ length: 60 }, (_, index) => ({
      id: `LANG${String(index).padStart(4, '0')}`,
      street: 'Långgatan',
      number: String(index + 1),
      zipCode: '41301',
      city: 'Göteborg',
      composite: `Långgatan ${index + 1}, 413 01 Göteborg`,
    })),
  });
  const access = (addressId: string, extra: Record<string, unknown> = {}) => ({
    addressId,
    mainAgreementId,
    externalId: randomUUID(),
    network: 'Stadsnät',
    validFrom: new Date('2020-01-01'),
    ...extra,
  });
  for (const [id, number] of [
    ['KORT0001', '1'],
    ['KORT0002', '2'],
    ['KORT0003', '3'],
    ['KORT0004', '4'],
    ['KORT0005', '5'],
  ] as const) {
    await db.prisma.address.create({
      data: {
        id,
        street: 'Kortvägen',
        number,
        zipCode: '41302',
        city: 'Göteborg',
        composite: `Kortvägen ${number}`,
      },
    });
  }
  await db.prisma.access.createMany({
    data: [
      access('KORT0001'),
      // Two active accesses on the same main agreement: 'Ej valbar'.
      access('KORT0002'),
      access('KORT0002'),
      // A second access in the netadmin network does not count.
      access('KORT0003'),
      access('KORT0003', { network: 'netadmin' }),
      // Disconnected: the date is shown.
      access('KORT0004', { validTo: new Date('2024-06-30') }),
      access('KORT0005', { premisesType: 'MDU_COMMON' }),
    ],
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('addresses.verifySearch', () => {
  it('searches street and number only, returns at most 50 hits and warns at 50 or more', async () => {
    const many = await caller.addresses.verifySearch({ query: 'Långgatan' });
    expect(many.total).toBe(60);
    expect(many.hits).toHaveLength(50);
    expect(many.summary).toBe(ADDRESS_SEARCH_TEXTS.tooMany);
    const one = await caller.addresses.verifySearch({ query: 'Långgatan 17, Göteborg' });
    expect(one.hits.map((hit) => hit.number)).toEqual(['17']);
    // '1' is house number 1, not 10 to 19.
    const first = await caller.addresses.verifySearch({ query: 'Långgatan 1' });
    expect(first.hits.map((hit) => hit.number)).toEqual(['1']);
    expect(one.summary).toBe('1 adress hittades');
    const none = await caller.addresses.verifySearch({ query: 'Göteborg' });
    expect(none).toMatchObject({ total: 0, summary: ADDRESS_SEARCH_TEXTS.none });
  });

  it("marks several active accesses on one main agreement 'Ej valbar', netadmin excluded, and shows passed disconnections", async () => {
    const { hits } = await caller.addresses.verifySearch({ query: 'Kortvägen' });
    const byId = Object.fromEntries(hits.map((hit) => [hit.id, hit]));
    expect(byId.KORT0001).toMatchObject({ selectable: true, disconnectedOn: null, purchaseBlocked: false });
    expect(byId.KORT0002?.selectable).toBe(false);
    expect(byId.KORT0003?.selectable).toBe(true);
    expect(byId.KORT0004?.disconnectedOn).toBe('2024-06-30');
    expect(byId.KORT0005?.purchaseBlocked).toBe(true);
  });

  it('refuses an empty query', async () => {
    await expect(caller.addresses.verifySearch({ query: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('addresses.confirmAddress', () => {
  it('gives the agreement the picked address with audit and customer.changed; refuses Ej valbar and blocked ones', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { addressId: null } });
    const confirm = (addressId: string) =>
      caller.addresses.confirmAddress({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        addressId,
      });

    await expect(confirm('KORT0002')).rejects.toMatchObject({ message: ADDRESS_CASE_TEXTS.notSelectable });
    await expect(confirm('KORT0005')).rejects.toMatchObject({
      message: ADDRESS_SEARCH_TEXTS.purchaseBlocked,
    });
    await expect(confirm('KORT0004')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(confirm('NOSUCH')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await db.prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).addressId,
    ).toBeNull();

    await confirm('KORT0001');
    const after = await db.prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } });
    expect(after).toMatchObject({ addressId: 'KORT0001', deliveryAddress: 'Kortvägen 1', mainAgreementId });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'agreement.verifyAddress', entityId: String(agreement.agreementNumber) },
      }),
    ).toBe(1);
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'agreement.verifyAddress',
    });
  });
});

describe("an address in another town than the agreement's", () => {
  it('is refused at pick time by the search and again on confirm, changing nothing', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({
      where: { id: agreement.id },
      data: { addressId: null, mainAgreementId, deliveryCity: 'Göteborg' },
    });
    await db.prisma.address.createMany({
      data: [
        {
          id: 'TOWN0001',
          street: 'Tornvägen',
          number: '1',
          zipCode: '41305',
          city: 'Göteborg',
          composite: 'Tornvägen 1',
        },
        {
          id: 'TOWN0002',
          street: 'Tornvägen',
          number: '1',
          zipCode: '11122',
          city: 'Stockholm',
          composite: 'Tornvägen 1',
        },
      ],
    });
    await db.prisma.access.createMany({
      data: ['TOWN0001', 'TOWN0002'].map((addressId) => ({
        addressId,
        mainAgreementId,
        externalId: randomUUID(),
        network: 'Stadsnät',
        validFrom: new Date('2020-01-01'),
      })),
    });

    const { hits } = await caller.addresses.verifySearch({
      query: 'Tornvägen 1',
      agreementNumber: agreement.agreementNumber,
    });
    expect(Object.fromEntries(hits.map((hit) => [hit.id, hit.refusal]))).toEqual({
      TOWN0001: null,
      TOWN0002: ADDRESS_PICK_TEXTS.otherTown('Stockholm', 'Göteborg'),
    });
    const unbound = await caller.addresses.verifySearch({ query: 'Tornvägen 1' });
    expect(unbound.hits.map((hit) => hit.refusal)).toEqual([null, null]);

    await expect(
      caller.addresses.confirmAddress({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        addressId: 'TOWN0002',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ADDRESS_PICK_TEXTS.otherTown('Stockholm', 'Göteborg'),
    });
    expect(
      (await db.prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).addressId,
    ).toBeNull();
    await caller.addresses.confirmAddress({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      addressId: 'TOWN0001',
    });
    expect((await db.prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).addressId).toBe(
      'TOWN0001',
    );
  });
});

describe('addresses.createAddressCase', () => {
  it('opens an address case with status 1, group 117, type 135 and the typed address, once per request id', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const input = {
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      address: {
        street: 'Nyvägen',
        number: '3',
        entrance: 'A',
        apartment: '1201',
        zip: '413 10',
        city: 'Göteborg',
        note: 'Nybyggt hus',
      },
    };
    const answers = await Promise.all([1, 2, 3].map(() => caller.addresses.createAddressCase(input)));
    expect(new Set(answers.map((answer) => answer.caseNumber)).size).toBe(1);
    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: answers[0]?.caseNumber },
      include: { formFields: true, relation: true },
    });
    expect(item).toMatchObject({ status: 'NOT_STARTED', ownerGroupId: 117, typeId: 135 });
    expect(item.header).toContain('Nyvägen 3 A');
    expect(item.formFields.find((field) => field.title === 'Gata')?.value).toBe('Nyvägen');
    expect(item.relation?.customerNumber).toBe(agreement.agreementNumber);
  });

  it('refuses an address without zip or city, creating nothing', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const before = await db.prisma.case.count();
    await expect(
      caller.addresses.createAddressCase({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        address: { street: 'Nyvägen', number: '3', entrance: '', apartment: '', zip: '', city: '', note: '' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db.prisma.case.count()).toBe(before);
  });
});

describe('addresses.nonPurchasable', () => {
  it('lists active agreements without an address id, only for SAPPA_IT', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { addressId: null } });
    const itStaff = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'SAPPA_IT'] });
    const list = await itStaff.caller.addresses.nonPurchasable({ page: 1 });
    const numbers = list.agreements.map((item) => item.agreementNumber);
    expect(numbers).toContain(agreement.agreementNumber);
    const listed = await db.prisma.agreement.findMany({ where: { agreementNumber: { in: numbers } } });
    expect(listed.every((item) => item.addressId === null && !item.ended)).toBe(true);
    expect(list.total).toBe(await db.prisma.agreement.count({ where: { addressId: null, ended: false } }));
    await expect(caller.addresses.nonPurchasable({ page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
