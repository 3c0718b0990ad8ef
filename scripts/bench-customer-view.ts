// Server-side load time of the customer view (customers.byNumber's domain function) for a customer with
// 20 agreements and 400 rows (sub-rows included). Run it on the scale seed (scripts/seed-scale.ts) for the
// issue's figure; the customer is created once (customer number 1999999) and reused.
//
//   node --import tsx scripts/bench-customer-view.ts [--runs=300]
//
// Uses DATABASE_URL's server when set, otherwise the embedded PostgreSQL under .data/postgres.
import { createPrismaClient, migrateDeploy, type PrismaClient, startDatabase } from '@sappis/db';
import { isoDay } from '@sappis/shared';
import { getCustomerByNumber } from '@sappis/trpc/customers/service';

const CUSTOMER_NUMBER = 1_999_999;
const AGREEMENTS = 20;
const ROWS_PER_AGREEMENT = 20;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 300);

async function ensureBenchCustomer(prisma: PrismaClient) {
  if (await prisma.customer.findUnique({ where: { customerNumber: CUSTOMER_NUMBER } })) return;
  const customer = await prisma.customer.create({
    data: {
      customerNumber: CUSTOMER_NUMBER,
      name: 'Bänk Testsson',
      firstName: 'Bänk',
      lastName: 'Testsson',
      personalId: '197001011234',
      deliveryAddress: 'Mätvägen 1',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
    },
  });
  for (let a = 1; a <= AGREEMENTS; a += 1) {
    const agreement = await prisma.agreement.create({
      data: {
        agreementNumber: 1_999_999_00 + a,
        customerId: customer.id,
        deliveryAddress: 'Mätvägen 1',
        deliveryCity: 'Göteborg',
        addressId: `9${String(a).padStart(7, '0')}`,
      },
    });
    let parentId: number | null = null;
    for (let r = 1; r <= ROWS_PER_AGREEMENT; r += 1) {
      const isParent = r % 5 === 1;
      const row: { id: number } = await prisma.agreementRow.create({
        data: {
          agreementId: agreement.id,
          rowNumber: r,
          parentRowId: isParent ? null : parentId,
          type: r % 5 === 0 ? 'HARDWARE' : 'SERVICE',
          productType: r % 5 === 0 ? 'HARDWARE' : 'SERVICE',
          productNumber: `BENCH${r}`,
          productName: `Bänktjänst ${r}`,
          category: 'TV',
          card: r % 5 === 0 ? r : 0,
          priceList: 10,
          price: '99.00',
          startDate: new Date('2024-01-01'),
        },
      });
      if (isParent) parentId = row.id;
    }
  }
}

const database = await startDatabase();
try {
  await migrateDeploy(database.url);
  const prisma = createPrismaClient(database.url);
  try {
    await ensureBenchCustomer(prisma);
    const today = isoDay();
    const load = () => getCustomerByNumber(prisma, { customerNumber: CUSTOMER_NUMBER, today });
    const first = await load();
    const rows = first.agreements.reduce((sum, agreement) => sum + agreement.rows.length, 0);
    for (let i = 0; i < 30; i += 1) await load();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await load();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
    process.stdout.write(
      `customer view: ${first.agreements.length} agreements, ${rows} rows, ${runs} runs: ` +
        `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms\n`,
    );
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await database.stop();
}
