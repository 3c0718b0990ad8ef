import { seedDemo } from '@sappis/db/seed/seed-demo';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { it } from 'vitest';
it('dump', async () => {
  const db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (p) => `t$${p}`, customers: 160 });
  for (const n of [1000121, 1001563, 1000131, 1000221]) {
    const a = await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber: n }, include: { rows: { orderBy: { rowNumber: 'asc' } } } });
    console.log('AGREEMENT', n, a.ended);
    for (const r of a.rows) console.log([r.id, r.parentRowId, r.type, r.productNumber, r.productName, r.category, r.card, String(r.price), r.campaignPrice && String(r.campaignPrice), r.priceList, r.quantity, r.startDate?.toISOString().slice(0,10), r.endDate?.toISOString().slice(0,10), r.invoicedUntil?.toISOString().slice(0,10)].join(' | '));
  }
  await db.drop();
}, 300_000);
