import { CASE_PRIORITIES, CASE_STATUSES, groupNames } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_FIXTURES } from './demo/fixtures.ts';
import { DEMO_USERS } from './demo/users.ts';
import { isDatabaseEmpty, type SeedDemoResult, seedDemo } from './seed-demo.ts';

const hashPassword = async (password: string) => `test$${password}`;
const F = DEMO_FIXTURES;

describe('seedDemo', () => {
  let db: TestDatabase;
  let result: SeedDemoResult;

  beforeAll(async () => {
    db = await createTestDatabase();
    expect(await isDatabaseEmpty(db.prisma)).toBe(true);
    result = await seedDemo(db.prisma, { hashPassword });
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  it('seeds once and then does nothing', async () => {
    expect(result.seeded).toBe(true);
    expect(await isDatabaseEmpty(db.prisma)).toBe(false);
    const again = await seedDemo(db.prisma, { hashPassword });
    expect(again.seeded).toBe(false);
    expect(again.users.map((user) => user.username)).toEqual(DEMO_USERS.map((user) => user.username));
    expect(await db.prisma.customer.count()).toBe(200);
  });

  it('creates every demo user with its groups and hashed password', async () => {
    const users = await db.prisma.user.findMany({
      include: { groups: { include: { group: true } } },
      orderBy: { id: 'asc' },
    });
    expect(users.map((user) => user.username)).toEqual(DEMO_USERS.map((user) => user.username));
    for (const demo of DEMO_USERS) {
      const user = users.find((candidate) => candidate.username === demo.username);
      expect(user?.passwordHash).toBe(`test$${demo.password}`);
      expect(user?.email).toMatch(/^[a-z]+\.[a-z]+@sappa\.se$/);
      expect(user?.groups.map((item) => item.group.name).sort()).toEqual(
        groupNames(demo.groups, 'Sappa').sort(),
      );
    }
    // The groups named after the product carry the default product name.
    expect(result.users.find((user) => user.username === 'it')?.groups).toEqual(['SAPPIS', 'SAPPA_IT']);
    expect(result.users.find((user) => user.username === 'teknik')?.groups).toEqual([
      'SAPPIS',
      'SAPPA_TEKNIK',
    ]);
    expect(result.users.find((user) => user.username === 'admin')?.groups).toEqual([
      'SAPPIS',
      'ADMIN',
      'SUPER_USER',
    ]);
  });

  it('has cases in every status and every priority, with relations, fields, history and tags', async () => {
    const statuses = await db.prisma.case.groupBy({ by: ['status'], _count: true });
    expect(statuses.map((item) => item.status).sort()).toEqual(
      CASE_STATUSES.map((status) => status.key).sort(),
    );
    const priorities = await db.prisma.case.groupBy({ by: ['priority'], _count: true });
    expect(priorities.map((item) => item.priority).sort()).toEqual(
      CASE_PRIORITIES.map((priority) => priority.key).sort(),
    );
    const combinations = await db.prisma.case.groupBy({ by: ['status', 'priority'], _count: true });
    expect(combinations.length).toBe(50);

    const payment = await db.prisma.case.findUnique({
      where: { number: F.cases.paymentChange },
      include: { relation: true, formFields: { orderBy: { order: 'asc' } }, history: true, logs: true },
    });
    expect(payment).toMatchObject({ typeId: 120, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(payment?.header).toBe('Byte av betalsätt till Autogiro');
    expect(payment?.relation?.customerNumber).toBe(F.customers.standard);
    expect(payment?.formFields[0]).toMatchObject({
      formTitle: 'Betalning/Byta betalsätt',
      title: 'Beskrivning',
      required: true,
    });
    expect(payment?.formFields.slice(1).map((field) => [field.title, field.value])).toEqual([
      ['Nuvarande betalsätt', 'Bankgiro'],
      ['Nytt betalsätt', 'Autogiro'],
    ]);
    expect(payment?.history.length).toBeGreaterThan(0);

    const parent = await db.prisma.case.findUnique({
      where: { number: F.cases.parentWithChildren },
      include: { childCases: true },
    });
    expect(parent?.childCases.map((child) => child.number).sort()).toEqual([...F.cases.childCases]);
    const external = await db.prisma.case.findUnique({ where: { number: F.cases.externalTicket } });
    expect(external?.externalTicketNumber).toBe(F.cases.externalTicketNumber);
    const tagged = await db.prisma.case.findUnique({
      where: { number: F.cases.tagged },
      include: { tags: { include: { tag: true } } },
    });
    expect(tagged?.tags.map((item) => item.tag.name)).toEqual(
      expect.arrayContaining(['VIP', 'Eskalerad', 'Uppsägning']),
    );
    expect(tagged?.tags.find((item) => item.tag.name === 'Uppsägning')?.automatic).toBe(true);
    const bases = await db.prisma.invoiceBasis.findMany({
      where: { case: { number: F.cases.withInvoiceBases } },
      include: { expenses: true },
    });
    expect(bases.map((basis) => basis.status).sort()).toEqual(['INVOICED', 'IN_PROGRESS', 'READY']);
    const matrixFirst = await db.prisma.case.findUnique({ where: { number: F.cases.matrixFirst } });
    expect(matrixFirst).toMatchObject({ status: 'NOT_STARTED', priority: 'LOWEST' });
    expect(await db.prisma.userMessage.count({ where: { userId: 1, read: false } })).toBeGreaterThan(5);
  });

  it('covers every hardware card class on the hardware fixture', async () => {
    const rows = await db.prisma.agreementRow.findMany({
      where: {
        agreement: { agreementNumber: F.agreements.hardwareAllCardClasses },
        type: { in: ['HARDWARE', 'CARD'] },
      },
    });
    const cards = new Set(rows.map((row) => row.card));
    for (const card of [0, 1, 2, 3, 4, 5, 6, 20, 30, 99]) expect(cards.has(card), `card ${card}`).toBe(true);
    expect(rows.some((row) => row.card >= 907 && row.card <= 927)).toBe(true);
    expect(rows.some((row) => row.card >= 995)).toBe(true);
    for (const row of rows.filter((item) => item.type === 'HARDWARE')) expect(row.camId).toBeTruthy();
    for (const row of rows.filter((item) => item.type === 'CARD')) expect(row.cardNumber).toMatch(/^\d{12}$/);
    const units = await db.prisma.hardwareUnit.count({
      where: { agreementNumber: F.agreements.hardwareAllCardClasses },
    });
    expect(units).toBe(rows.length);
  });

  it('has paid and unpaid invoices, one on collection, with rows and events', async () => {
    const unpaid = await db.prisma.invoice.findUnique({
      where: { invoiceNumber: F.invoices.unpaidOverdue },
      include: { rows: true, events: true },
    });
    expect(Number(unpaid?.remainingAmount)).toBeGreaterThan(0);
    expect(unpaid?.dueDate.getTime()).toBeLessThan(Date.now());
    expect(unpaid?.reminderCount).toBe(2);
    expect(unpaid?.rows.length).toBeGreaterThan(0);
    expect(unpaid?.events.some((event) => event.reminderDeliveryMethod)).toBe(true);
    const paid = await db.prisma.invoice.findUnique({
      where: { invoiceNumber: F.invoices.paid },
      include: { events: true },
    });
    expect(Number(paid?.remainingAmount)).toBe(0);
    expect(paid?.events.some((event) => event.paidAmount !== null)).toBe(true);
    const collection = await db.prisma.invoice.findUnique({
      where: { invoiceNumber: F.invoices.onCollection },
    });
    expect(collection?.controlStatus).toBe('PåInkasso');
    const notDue = await db.prisma.invoice.findUnique({ where: { invoiceNumber: F.invoices.unpaidNotDue } });
    expect(Number(notDue?.remainingAmount)).toBeGreaterThan(0);
    expect(notDue?.dueDate.getTime()).toBeGreaterThan(Date.now() - 86_400_000);
  });

  it('has the customers the fixtures promise', async () => {
    const customer = (customerNumber: number) =>
      db.prisma.customer.findUniqueOrThrow({
        where: { customerNumber },
        include: {
          temporaryAddresses: true,
          agreements: { include: { rows: true } },
          operatorAlerts: true,
          emails: true,
        },
      });
    const today = new Date();
    const withTemporary = await customer(F.customers.unpaidWithTemporaryAddress);
    expect(withTemporary.temporaryAddresses[0]?.validThrough.getTime()).toBeGreaterThan(today.getTime());
    expect(withTemporary.temporarilySuspended).toBe(true);
    const expired = await customer(F.customers.expiredTemporaryAddress);
    expect(expired.temporaryAddresses[0]?.validThrough.getTime()).toBeLessThan(today.getTime());
    expect((await customer(F.customers.protectedIdentity)).protectedIdentity).toBe(true);
    expect((await customer(F.customers.trustee)).hasTrustee).toBe(true);
    expect((await customer(F.customers.creditCheckNotDone)).creditCheckDone).toBe(false);
    const business = await customer(F.customers.business);
    expect(business.customerType).toBe('BUSINESS');
    expect(business.personalId).toMatch(/^\d{10}$/);
    expect(
      (await customer(F.customers.noActiveAgreements)).agreements.every((agreement) => agreement.ended),
    ).toBe(true);

    const mix = await customer(F.customers.channelPackageMix10);
    const mixAgreement = mix.agreements.find((agreement) => agreement.agreementNumber === F.agreements.mix10);
    const mixPackage = mixAgreement?.rows.find((row) => row.productNumber === 'TVMIX10');
    const channels = mixAgreement?.rows.filter(
      (row) => row.parentRowId === mixPackage?.id && row.productNumber.startsWith('KAN'),
    );
    expect(channels?.length).toBe(12);
    expect(mixAgreement?.rows.some((row) => row.productNumber === 'FRI045')).toBe(true);

    const campaign = await customer(F.customers.campaignWithDiscounts);
    const rows = campaign.agreements.flatMap((agreement) => agreement.rows);
    const discounts = rows.filter((row) => Number(row.price) < 0);
    expect(discounts.length).toBeGreaterThanOrEqual(3);
    for (const discount of discounts) {
      const parent = rows.find((row) => row.id === discount.parentRowId);
      expect(parent?.campaignId).not.toBeNull();
    }
    const collective = await customer(F.customers.collective);
    const priceLists = new Set(
      collective.agreements.flatMap((agreement) => agreement.rows.map((row) => row.priceList)),
    );
    expect(priceLists.has(37) && priceLists.has(42)).toBe(true);
    expect(collective.agreements[0]?.category).toBe(200);
    expect((await customer(F.customers.noPurchasableAddress)).agreements[0]?.addressId).toBeNull();
    const alerts = (await customer(F.customers.longOperatorAlerts)).operatorAlerts;
    expect(alerts.some((alert) => alert.text.length > 200)).toBe(true);
    expect(new Set(alerts.map((alert) => alert.groupName)).size).toBeGreaterThanOrEqual(4);
    const emails = (await customer(F.customers.duplicateEmails)).emails;
    expect(
      emails.some(
        (email) =>
          !email.fromDatabase && emails.some((other) => other.fromDatabase && other.title === email.title),
      ),
    ).toBe(true);
    const [source, target] = await Promise.all([
      customer(F.customers.mergeSource),
      customer(F.customers.mergeTarget),
    ]);
    expect(source.personalId).toBe(target.personalId);

    const ending = await customer(F.customers.endingAndBoundRows);
    const endingRows = ending.agreements.flatMap((agreement) => agreement.rows);
    expect(endingRows.some((row) => row.boundUntil && row.boundUntil > today && row.bindingMonths)).toBe(
      true,
    );
    expect(endingRows.some((row) => row.endDate && row.endDate < today)).toBe(true);
    expect(endingRows.some((row) => row.endDate && row.endDate > today)).toBe(true);
    expect(endingRows.some((row) => row.startDate && row.startDate > today)).toBe(true);
  });

  it('has the reference data and the fixture addresses', async () => {
    const [parcels, phoneRecords, tvCards, documents, cantab, bitcom] = await Promise.all([
      db.prisma.parcel.groupBy({ by: ['status'], _count: true }),
      db.prisma.phoneRecord.count(),
      db.prisma.tvCard.count(),
      db.prisma.document.groupBy({ by: ['type'], _count: true }),
      db.prisma.cantabCustomer.findUnique({ where: { customerNumber: F.cantab.first } }),
      db.prisma.bitcomHousingAssociation.findUnique({ where: { customerNumber: F.bitcom.first } }),
    ]);
    expect(parcels.length).toBe(10);
    expect(phoneRecords).toBeGreaterThan(0);
    expect(tvCards).toBeGreaterThan(0);
    expect(documents.length).toBe(4);
    expect(cantab).not.toBeNull();
    expect(bitcom?.name).toMatch(/^Brf /);
    const mdu = await db.prisma.address.findUnique({
      where: { id: F.addresses.mduCommon },
      include: { accesses: true },
    });
    expect(mdu?.accesses[0]?.premisesType).toBe('MDU_COMMON');
    const multiple = await db.prisma.access.count({ where: { addressId: F.addresses.multipleAccesses } });
    expect(multiple).toBe(2);
    expect(await db.prisma.address.findUnique({ where: { id: F.addresses.longId } })).not.toBeNull();
    const main = await db.prisma.mainAgreement.findUnique({
      where: { number: F.mainAgreements.collectiveHsb },
      include: { memos: true, files: true },
    });
    expect(main?.memos.some((memo) => memo.active) && main?.memos.some((memo) => !memo.active)).toBe(true);
    expect(main?.files[0]?.content?.length).toBeGreaterThan(0);
    const templates = await db.prisma.documentTemplate.findMany();
    expect(templates.map((template) => template.name)).toEqual(
      expect.arrayContaining(['Tom mall', 'Tom företagsmall']),
    );
    const reasons = await db.prisma.terminationReason.findMany();
    expect(reasons.map((reason) => reason.id)).toEqual(
      expect.arrayContaining([100, 101, 102, 105, 106, 107, 111, 113, 114]),
    );
    expect(reasons.some((reason) => reason.name === 'Kund har avlidit')).toBe(true);
    const mix10 = await db.prisma.product.findUnique({
      where: { productNumber: 'TVMIX10' },
      include: { prices: true },
    });
    expect(mix10?.selectableChannelCount).toBe(10);
    expect(mix10?.prices.length).toBeGreaterThan(0);
    expect(
      (
        await db.prisma.product.findUnique({ where: { productNumber: 'PAUS' }, include: { prices: true } })
      )?.prices[0]?.salePrice.toString(),
    ).toBe('295');
    const queues = await db.prisma.caseQueue.findMany();
    expect(
      queues.every((queue) => Array.isArray(queue.caseTypeIds) && queue.visibleToGroups.length > 0),
    ).toBe(true);
    expect(await db.prisma.disruption.count({ where: { markAsFinished: false } })).toBeGreaterThan(0);
    expect(await db.prisma.disruption.count({ where: { markAsFinished: true } })).toBeGreaterThan(0);
  });

  it('has an agreement to move and the address it moves to under two main agreements (issue 12)', async () => {
    const agreement = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber: F.agreements.moveAgreement },
      include: { customer: true, mainAgreement: true, rows: true },
    });
    expect(agreement.customer.customerNumber).toBe(F.customers.moveAgreement);
    expect(agreement.mainAgreement?.number).toBe(1101);
    expect(agreement.rows.map((row) => row.productNumber)).toEqual(
      expect.arrayContaining(['BAS250', 'TVSTART']),
    );
    const target = await db.prisma.address.findUniqueOrThrow({
      where: { id: F.addresses.moveTarget },
      include: { accesses: { include: { mainAgreement: true } } },
    });
    expect(target.street).toBe('Flyttvägen');
    expect(target.accesses.map((access) => access.mainAgreement.number).sort()).toEqual([1101, 1102]);
  });

  it('has time report teams with leads and weekday hours, none over 24 a day (tidrap.html)', async () => {
    const teams = await db.prisma.timeReportTeam.findMany({
      include: { members: true },
      orderBy: { name: 'asc' },
    });
    const lead = DEMO_USERS.find((user) => user.username === 'kochef');
    expect(teams.find((team) => team.name === 'Kundtjänst')?.leadId).toBe(lead?.id);
    expect(teams.every((team) => team.members.length > 0)).toBe(true);
    const perDay = await db.prisma.timeEntry.groupBy({ by: ['userId', 'day'], _sum: { minutes: true } });
    expect(perDay.length).toBeGreaterThan(20);
    expect(perDay.every((day) => (day._sum.minutes ?? 0) <= 24 * 60)).toBe(true);
    const entries = await db.prisma.timeEntry.findMany({ select: { minutes: true } });
    expect(entries.every((entry) => entry.minutes > 0 && entry.minutes % 15 === 0)).toBe(true);
  });

  it('has provisioning orders in every partner status code, the failed ones on active rows (issue 14)', async () => {
    const orders = await db.prisma.provisioningOrder.findMany({ include: { agreementRow: true } });
    expect(new Set(orders.map((order) => order.status)).size).toBe(17);
    expect(new Set(orders.map((order) => order.platform))).toEqual(new Set(['NETWORK', 'TV']));
    const failed = orders.filter((order) =>
      ['DONE_FAILED', 'ERROR', 'AUTO_HANDLING_FAILED', 'PROCESS_NEW_ORDER_FAILED'].includes(order.status),
    );
    expect(failed.length).toBeGreaterThanOrEqual(12);
    // The orders an operation wrote and the job has not sent: a terminated row's deactivation, the day after its end.
    const waiting = orders.filter((order) => order.status === 'PENDING_AUTO');
    expect(waiting.length).toBeGreaterThan(0);
    for (const order of waiting) {
      expect(order).toMatchObject({ action: 'DEACTIVATE', attempts: 0, partnerReference: null });
      expect(order.dueOn.getTime()).toBe(order.agreementRow.endDate!.getTime() + 86_400_000);
    }
    for (const order of failed)
      expect(
        order.agreementRow.endDate === null ||
          order.agreementRow.endDate >= new Date(new Date().toISOString().slice(0, 10)),
      ).toBe(true);
  });

  it('leaves the id sequences past the seeded ids', async () => {
    const created = await db.prisma.customer.create({
      data: {
        customerNumber: 999_999,
        name: 'Ny Kund',
        firstName: 'Ny',
        lastName: 'Kund',
        personalId: '191212121212',
      },
    });
    expect(created.id).toBeGreaterThan(200);
    const caseType = await db.prisma.case.create({
      data: { number: 799_999, header: 'Test', typeId: 120, ownerGroupId: 42 },
    });
    expect(caseType.id).toBeGreaterThan(180);
  });
});
