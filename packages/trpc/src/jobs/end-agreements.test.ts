import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServiceRow } from '../agreements/testing/agreement-rows.ts';
import { createOperationDatabase } from '../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { endAgreements } from './end-agreements.ts';

let db: TestDatabase;
const today = '2026-11-27';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  db = await createOperationDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A customer's agreement (BAS250 with its RABATT) with a BOX015 hire box and a one-off, every row ending on `lastDay`. */
async function agreementEndingOn(lastDay: string) {
  const { customer, agreement, service } = await createTestCustomer(db.prisma);
  const box = await addServiceRow(db.prisma, agreement.id, {
    type: 'HARDWARE',
    productNumber: 'BOX015',
    productName: 'Hyrbox HD',
    price: '29.00',
    card: 1,
  });
  await addServiceRow(db.prisma, agreement.id, {
    productNumber: 'INSTALLATION',
    productName: 'Installation av tekniker',
    price: '895.00',
    priceList: 42,
  });
  await db.prisma.agreementRow.updateMany({
    where: { id: { in: [service.id, box.id] } },
    data: { endDate: day(lastDay) },
  });
  return { customer, agreement, box };
}

describe('endAgreements (the nightly sweep)', () => {
  it('marks an agreement ended once its last recurring row ended, with audit and customer.changed, once', async () => {
    const { customer, agreement } = await agreementEndingOn(addDays(today, -1));
    const running = await agreementEndingOn(today);

    const run = await endAgreements(db.prisma, today);

    expect(run.ended).toContain(agreement.agreementNumber);
    expect(run.ended).not.toContain(running.agreement.agreementNumber);
    const [ended, open] = await Promise.all(
      [agreement.id, running.agreement.id].map((id) =>
        db.prisma.agreement.findUniqueOrThrow({ where: { id }, select: { ended: true } }),
      ),
    );
    expect([ended?.ended, open?.ended]).toEqual([true, false]);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.ended', entityId: String(agreement.agreementNumber) },
    });
    expect(audit.details).toMatchObject({
      customerNumber: customer.customerNumber,
      lastEndDate: addDays(today, -1),
    });
    const event = await db.prisma.event.findFirstOrThrow({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'agreement.ended',
    });

    // Run again: nothing more; the next day the other agreement's turn comes.
    expect((await endAgreements(db.prisma, today)).ended).not.toContain(agreement.agreementNumber);
    expect((await endAgreements(db.prisma, addDays(today, 1))).ended).toContain(
      running.agreement.agreementNumber,
    );
  });

  it('leaves an agreement open while one row runs on', async () => {
    const { agreement, box } = await agreementEndingOn(addDays(today, -10));
    await db.prisma.agreementRow.update({ where: { id: box.id }, data: { endDate: null } });
    expect((await endAgreements(db.prisma, today)).ended).not.toContain(agreement.agreementNumber);
  });
});
