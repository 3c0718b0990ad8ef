import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memosForAgreements } from '../memos/service.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { getCustomerByNumber } from './service.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const today = '2026-11-22';

// The customer view reads its memos in its own query (customer-memos-view.ts); they must stay the memos that
// memosForAgreements (the memo panel's reader) finds for the same agreements.
describe('customers.byNumber: memos as memosForAgreements reads them', () => {
  it('has the memos of main agreements, their operators and main centrals, newest first', async () => {
    const prisma = db.prisma;
    const { customer, agreement } = await createTestCustomer(prisma);
    const unnamed = await prisma.operator.create({ data: { name: '' } });
    const named = await prisma.operator.create({ data: { name: 'Stadsnät AB' } });
    const central = await prisma.mainCentral.create({ data: { name: `HC-A-${customer.customerNumber}` } });
    const textCentral = await prisma.mainCentral.create({
      data: { name: `HC-B-${customer.customerNumber}` },
    });
    const other = await prisma.mainCentral.create({ data: { name: `HC-C-${customer.customerNumber}` } });
    const main = await prisma.mainAgreement.create({
      data: {
        number: customer.customerNumber,
        name: 'Brf Solsidan',
        startsAt: day('2020-01-01'),
        operatorId: unnamed.id,
        mainCentralId: central.id,
      },
    });
    const unrelated = await prisma.mainAgreement.create({
      data: { number: customer.customerNumber + 1, name: 'Brf Annan', startsAt: day('2020-01-01') },
    });
    await prisma.agreement.update({
      where: { id: agreement.id },
      data: { mainAgreementId: main.id, mainCentral: textCentral.name },
    });
    const memo = (title: string, data: object, createdAt: string) =>
      prisma.memo.create({ data: { title, message: 'Info', createdAt: new Date(createdAt), ...data } });
    await memo('Huvudavtal', { mainAgreementId: main.id }, '2026-01-01T10:00:00.123Z');
    await memo(
      'Båda',
      { mainAgreementId: main.id, operatorId: named.id, active: false },
      '2026-01-02T10:00:00Z',
    );
    await memo('Operatör', { operatorId: unnamed.id, startsAt: day('2026-12-01') }, '2026-01-03T10:00:00Z');
    await memo('Central', { mainCentralId: central.id, endsAt: day('2026-11-22') }, '2026-01-04T10:00:00Z');
    await memo('Avtalets central', { mainCentralId: textCentral.id }, '2026-01-04T10:00:00Z');
    await memo('Annat huvudavtal', { mainAgreementId: unrelated.id }, '2026-01-05T10:00:00Z');
    await memo('Annan operatör', { operatorId: named.id }, '2026-01-06T10:00:00Z');
    await memo('Annan central', { mainCentralId: other.id }, '2026-01-07T10:00:00Z');
    await memo(
      'Operatör och central',
      { operatorId: named.id, mainCentralId: central.id },
      '2026-01-08T10:00:00Z',
    );

    const view = await getCustomerByNumber(prisma, { customerNumber: customer.customerNumber, today });
    const panel = await memosForAgreements(
      prisma,
      {
        mainAgreementIds: [main.id],
        operatorIds: [unnamed.id],
        mainCentrals: [textCentral.name, central.name],
      },
      today,
    );

    expect(view.memos.map((item) => item.title)).toEqual([
      'Avtalets central',
      'Central',
      'Operatör',
      'Båda',
      'Huvudavtal',
    ]);
    expect(view.memos).toEqual(panel.map(({ flaggedActive: _flag, ...item }) => item));
    expect(view.memos.find((item) => item.title === 'Operatör')?.scope).toEqual({
      kind: 'OPERATOR',
      operator: String(unnamed.id),
    });
  });
});
