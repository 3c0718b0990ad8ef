import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableCommerceOrders, type SappisOrder } from './commerce-order-placing.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const orderOf = (agreementNumber: number): SappisOrder => ({
  customerNumber: 4_100_001,
  agreementNumber,
  addressId: '5512300',
  productNumbers: ['BRED100'],
  sellerNumber: null,
  placedById: 1,
  placedAt: new Date('2026-11-28T10:00:00Z'),
  lines: [
    { productNumber: 'BRED100', name: 'Bredband 100', price: 299, oneOff: false },
    { productNumber: 'STARTAVGIFT', name: 'Startavgift', price: 149.5, oneOff: true },
  ],
  confirmation: { recipient: 'nora.ek@example.se', sent: true },
});

describe('commerce order placing (table default)', () => {
  it('places one order per request id, with its totals; a repeat answers with that order', async () => {
    const orders = createTableCommerceOrders();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        async (times, n) => {
          const agreementNumber = 9_000_000 + n;
          await db.prisma.commerceOrder.deleteMany({ where: { agreementNumber } });
          const requestId = randomUUID();
          const answers = [];
          for (let i = 0; i < times; i += 1) {
            answers.push(
              await db.prisma.$transaction((tx) =>
                orders.place({ tx, ...orderOf(agreementNumber) }, { idempotencyKey: requestId }),
              ),
            );
          }
          expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
          const placed = await db.prisma.commerceOrder.findMany({
            where: { agreementNumber },
            include: { lines: true, emails: true },
          });
          expect(placed).toHaveLength(1);
          expect(placed[0]?.monthlyTotal.toString()).toBe('299');
          expect(placed[0]?.oneOffTotal.toString()).toBe('149.5');
          expect(placed[0]?.lines).toHaveLength(2);
          expect(placed[0]?.emails.map((email) => email.status)).toEqual(['PENDING']);
        },
      ),
      { numRuns: 8 },
    );
  });
});
