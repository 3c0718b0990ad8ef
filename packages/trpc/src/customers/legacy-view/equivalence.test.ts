import { seedDemo, seedScale } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBenchCustomer } from '../../../../../bench/support/bench-customer.ts';
import { jsonTextOf } from '../../json-text.ts';
import { createSqlPool, type SqlPool } from '../../sql-pool.ts';
import { getCustomerByNumber } from '../service.ts';
import { getCustomerByNumber as getCustomerByNumberBefore } from './service.ts';

let db: TestDatabase;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}` });
  await seedScale(db.url, { customers: 300, cases: 0 });
  await ensureBenchCustomer(db.prisma);
  // What the demo data lacks: a row with two provisioning orders (the latest counts) and pending hand-overs.
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO provisioning_orders ("agreementRowId", platform, action, partner, status, message, "dueOn", "updatedAt")
    SELECT "agreementRowId", platform, action, partner, status, 'nyare order', "dueOn" + 1, now()
    FROM provisioning_orders ORDER BY id LIMIT 3`);
  // An end date on the access of every second active agreement with an address and a main agreement.
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO accesses ("addressId", "mainAgreementId", "externalId", network, source, "validFrom", "validTo")
    SELECT a."addressId", a."mainAgreementId", 'equivalence-' || a.id, 'Stadsnät',
           CASE WHEN a.id % 4 = 0 THEN 'Visma' ELSE 'openaccess' END, DATE '2020-01-01', DATE '2031-06-30'
    FROM agreements a JOIN addresses d ON d.id = a."addressId"
    WHERE NOT a.ended AND a."mainAgreementId" IS NOT NULL AND a.id % 2 = 0`);
  const agreements = await db.prisma.agreement.findMany({
    where: { rows: { some: { startDate: { not: null } } } },
    orderBy: { agreementNumber: 'asc' },
    take: 3,
    include: { customer: true },
  });
  const receiver = await db.prisma.customer.findFirstOrThrow({
    where: { id: { notIn: agreements.map((a) => a.customerId) } },
    orderBy: { customerNumber: 'asc' },
  });
  for (const [index, agreement] of agreements.entries()) {
    await db.prisma.scheduledFollowUp.create({
      data: {
        kind: 'handOverAgreement',
        runOn: new Date(`202${index + 3}-06-01`),
        agreementId: agreement.id,
        requestId: `equivalence-${index}`,
        payload: {
          assignerCustomerNumber: agreement.customer.customerNumber,
          receiverCustomerNumber: receiver.customerNumber,
          receiverName: receiver.name,
        },
      },
    });
  }
  pool = createSqlPool(db.url);
}, 300_000);
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const outcome = (read: Promise<unknown>, asText: (view: unknown) => string | undefined = JSON.stringify) =>
  read.then(
    (view) => ({ view: asText(view) }),
    (error: Error) => ({ error: `${error.constructor.name}: ${error.message}` }),
  );

describe('the customer view read with one statement', () => {
  it('returns exactly what the old mapping returned, for every customer, on several days, through Prisma and the pool', async () => {
    const customers = await db.prisma.customer.findMany({
      select: { customerNumber: true },
      orderBy: { customerNumber: 'asc' },
    });
    expect(customers.length).toBeGreaterThan(400);
    let compared = 0;
    const seen = new Set<string>();
    for (const today of [isoDay(), '2020-01-01', '2031-12-31']) {
      for (const { customerNumber } of [...customers, { customerNumber: 424242424 }]) {
        const before = await outcome(getCustomerByNumberBefore(db.prisma, { customerNumber, today }));
        const now = getCustomerByNumber(db.prisma, { customerNumber, today });
        expect(await outcome(now)).toEqual(before);
        expect(await outcome(now, jsonTextOf)).toEqual(before);
        const onPool = getCustomerByNumber(db.prisma, { customerNumber, today, sqlPool: pool });
        expect(await outcome(onPool)).toEqual(before);
        expect(await outcome(onPool, jsonTextOf)).toEqual(before);
        compared += 1;
        for (const part of [
          '"outgoing":[{',
          '"incoming":[{',
          '"provisioning":{',
          '"memos":[{',
          '"addressEndDates":[{',
        ]) {
          if ('view' in before && before.view.includes(part)) seen.add(part);
        }
        if ('error' in before) seen.add(before.error.split(':')[0]!);
      }
    }
    expect(compared).toBeGreaterThan(1200);
    expect([...seen].sort()).toEqual(
      [
        '"addressEndDates":[{',
        '"incoming":[{',
        '"memos":[{',
        '"outgoing":[{',
        '"provisioning":{',
        'AppError',
      ].sort(),
    );
  }, 600_000);
});
