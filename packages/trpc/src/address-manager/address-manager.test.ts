import { randomUUID } from 'node:crypto';
import { ADDRESS_IMPORT_COLUMNS, ADDRESS_IMPORT_MAX_CHARS, ADDRESS_IMPORT_TEXTS } from '@sappis/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

const HEADER = ADDRESS_IMPORT_COLUMNS.join(';');
const file = (...rows: string[]) => `${HEADER}\r\n${rows.join('\r\n')}\r\n`;
const importOf = (content: string, fileName = 'adresser.csv') => ({
  requestId: randomUUID(),
  fileName,
  content,
});

async function registerState() {
  const prisma = env.db.prisma;
  const [addresses, tasks, audits] = await Promise.all([
    prisma.address.findMany({ orderBy: { id: 'asc' } }),
    prisma.addressImportTask.count(),
    prisma.auditEntry.count(),
  ]);
  return { addresses, tasks, audits };
}

const manager = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADDRESS_MANAGER'] });

describe('address import (/sappis/address-manager/import)', () => {
  beforeAll(async () => {
    await env.db.prisma.address.create({
      data: {
        id: '70000001',
        street: 'Gamla vägen',
        number: '1',
        zipCode: '11122',
        city: 'Stockholm',
        composite: 'Gamla vägen 1, 111 22 Stockholm',
      },
    });
  });

  it('imports a valid file in one go: new ids added, known ids updated, a task and an audit row', async () => {
    const { caller, user } = await manager();
    const result = await caller.addressManager.importFile(
      importOf(
        file(
          '70000001;Gamla vägen;1;;;111 22;Stockholm;Öppen fiber;IP;',
          '70000002;Nya gatan;4;A;1201;11123;Stockholm;;koax;2027-06-30',
        ),
        'stockholm.csv',
      ),
    );
    expect(result).toMatchObject({ outcome: 'imported', rowCount: 2, created: 1, updated: 1 });
    const [updated, created] = await env.db.prisma.address.findMany({
      where: { id: { in: ['70000001', '70000002'] } },
      orderBy: { id: 'asc' },
    });
    expect(updated).toMatchObject({ network: 'Öppen fiber', transmission: 20 });
    expect(created).toMatchObject({
      street: 'Nya gatan',
      entrance: 'A',
      apartment: '1201',
      apartmentDisplay: 'Lgh 1201',
      zipCode: '11123',
      composite: 'Nya gatan 4 A lgh 1201, 111 23 Stockholm',
      transmission: 10,
    });
    expect(created?.validTo?.toISOString().slice(0, 10)).toBe('2027-06-30');
    const tasks = await caller.addressManager.importTasks({ page: 1 });
    expect(tasks.tasks[0]).toMatchObject({ fileName: 'stockholm.csv', rowCount: 2, created: 1, updated: 1 });
    expect(tasks.tasks[0]?.createdBy).toBe(`${user.firstName} ${user.lastName}`);
    const audit = await env.db.prisma.auditEntry.findFirst({ where: { action: 'addressImport.imported' } });
    expect(audit?.details).toMatchObject({ fileName: 'stockholm.csv', created: 1, updated: 1 });
  });

  it('refuses a file with broken rows: every rejected row reported, nothing written', async () => {
    const { caller } = await manager();
    const before = await registerState();
    const result = await caller.addressManager.importFile(
      importOf(
        file(
          '70000010;Bra gatan;1;;;11122;Stockholm;;;',
          '123;Kort id;1;;;11122;Stockholm;;;',
          '70000011;;1;;;11122;Stockholm;;DSL;',
          '70000012;Bra gatan;2;;;11122',
          '70000013;Gamla vägen;1;;;11122;Stockholm;;;',
        ),
      ),
    );
    expect(result).toEqual({
      outcome: 'rejected',
      rowCount: 5,
      rejected: [
        { line: 3, addressId: '123', reasons: [ADDRESS_IMPORT_TEXTS.addressId] },
        {
          line: 4,
          addressId: '70000011',
          reasons: ['Gata måste fyllas i', ADDRESS_IMPORT_TEXTS.transmission],
        },
        { line: 5, addressId: '70000012', reasons: [ADDRESS_IMPORT_TEXTS.fieldCount(6)] },
        { line: 6, addressId: '70000013', reasons: [ADDRESS_IMPORT_TEXTS.existsWithOtherId('70000001')] },
      ],
    });
    expect(await registerState()).toEqual(before);
  });

  it('refuses a wrong header, an oversized text and a missing file name', async () => {
    const { caller } = await manager();
    const before = await registerState();
    await expect(caller.addressManager.importFile(importOf('id;street\n1;2\n'))).resolves.toMatchObject({
      outcome: 'rejected',
      rejected: [{ line: 1, reasons: [ADDRESS_IMPORT_TEXTS.header] }],
    });
    await expect(
      caller.addressManager.importFile(importOf(`${HEADER}\n${'x'.repeat(ADDRESS_IMPORT_MAX_CHARS)}`)),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.addressManager.importFile(importOf(file('70000020;A;1;;;11122;Stockholm;;;'), '  ')),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await registerState()).toEqual(before);
  });

  it('acts once for a double submit of the same request', async () => {
    const { caller } = await manager();
    const request = importOf(file('70000030;Dubbelgatan;1;;;11122;Stockholm;;;'));
    const answers = await Promise.all([1, 2, 3].map(() => caller.addressManager.importFile(request)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await env.db.prisma.addressImportTask.count({ where: { fileName: 'adresser.csv' } })).toBe(1);
  });

  it('refuses users outside the page groups, writing nothing', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'BUSINESS_SUPPORT'] });
    const before = await registerState();
    await expect(
      caller.addressManager.importFile(importOf(file('70000040;Ingen gata;1;;;11122;Stockholm;;;'))),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.addressManager.importTasks({ page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await registerState()).toEqual(before);
  });
});

describe('address manager lists', () => {
  let fixture: { customerNumber: number; agreementNumber: number; mainAgreementNumber: number };

  beforeAll(async () => {
    const prisma = env.db.prisma;
    const { customer, agreement } = await createTestCustomer(prisma);
    const main = await prisma.mainAgreement.create({
      data: { number: 4711, name: 'Brf Solgläntan', startsAt: new Date('2020-01-01'), transmissions: ['IP'] },
    });
    await prisma.address.create({
      data: {
        id: '12345678',
        street: 'Storgatan',
        number: '12',
        zipCode: '41301',
        city: 'Göteborg',
        composite: 'Storgatan 12, 413 01 Göteborg',
        network: 'Öppen fiber',
        transmission: 20,
      },
    });
    await prisma.access.create({
      data: {
        addressId: '12345678',
        mainAgreementId: main.id,
        externalId: 'NA-1',
        network: 'netadmin',
        source: 'netadmin',
        premisesType: 'COMMERCIAL',
        validFrom: new Date('2024-01-01'),
        netadminAccess: {
          id: 17,
          owner: 'Brf Solgläntan',
          codes: ['FIBER', 'BAS', 'IP_CATV', 'LAN', 'VALIDERAD'],
        },
      },
    });
    fixture = {
      customerNumber: customer.customerNumber,
      agreementNumber: agreement.agreementNumber,
      mainAgreementNumber: main.number,
    };
  });

  it('lists netadmin addresses and customers, filtered, with empty results for no match', async () => {
    const { caller } = await manager();
    const addresses = await caller.addressManager.netadminAddresses({ query: 'solgläntan' });
    expect(addresses.accesses).toEqual([
      expect.objectContaining({
        addressId: '12345678',
        owner: 'Brf Solgläntan',
        verification: 'VALIDERAD',
        transmission: 'IP_CATV',
        productExposure: 'BAS',
        activeAgreements: 1,
      }),
    ]);
    expect(
      (await caller.addressManager.netadminAddresses({ verification: 'INTE VALIDERAD' })).accesses,
    ).toEqual([]);
    const customers = await caller.addressManager.netadminCustomers({
      query: String(fixture.customerNumber),
    });
    expect(customers.customers).toEqual([
      expect.objectContaining({ agreementNumber: fixture.agreementNumber, verification: 'VALIDERAD' }),
    ]);
  });

  it('searches vertically with upper-cased filters and exports the selection as CSV', async () => {
    const { caller } = await manager();
    const found = await caller.addressManager.verticalSearch({
      street: 'storg',
      city: ' göteborg ',
      number: '',
      transmissions: ['IP'],
      premisesType: 'COMMERCIAL',
    });
    expect(found.addresses).toEqual([
      expect.objectContaining({
        addressId: '12345678',
        mainAgreementNumber: fixture.mainAgreementNumber,
        transmission: 'IP',
        premisesType: 'COMMERCIAL',
      }),
    ]);
    expect(
      (await caller.addressManager.verticalSearch({ street: 'storg', transmissions: ['KOAX'] })).total,
    ).toBe(0);
    const exported = await caller.addressManager.verticalExport({ mainAgreement: 'solgl' });
    expect(exported.rowCount).toBe(1);
    expect(exported.csv.split('\r\n')[1]).toBe(
      '12345678;Storgatan;12;;;41301;Göteborg;netadmin;IP;4711 Brf Solgläntan;COMMERCIAL;',
    );
    await expect(caller.addressManager.verticalExport({ street: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('compares billing-system addresses with the register', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'BUSINESS_SUPPORT'] });
    const list = await caller.addressManager.vismaAddresses({ query: String(fixture.agreementNumber) });
    expect(list.agreements).toEqual([
      expect.objectContaining({ agreementNumber: fixture.agreementNumber, state: 'MATCHES' }),
    ]);
    expect((await caller.addressManager.vismaAddresses({ state: 'MISSING_ID' })).agreements).toEqual([]);
    await env.db.prisma.agreement.update({
      where: { agreementNumber: fixture.agreementNumber },
      data: { deliveryAddress: 'Storgatan 14', deliveryPostalCode: '413 01' },
    });
    const differing = await caller.addressManager.vismaAddresses({ state: 'DIFFERS' });
    expect(differing.agreements.map((agreement) => agreement.agreementNumber)).toEqual([
      fixture.agreementNumber,
    ]);
    await expect(caller.addressManager.netadminCustomers({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
