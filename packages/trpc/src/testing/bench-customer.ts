import type { PrismaClient } from '@sappis/db';

/** The customer with 20 agreements of 20 rows each (sub-rows included) that the customer-view benchmarks open. */
export const BENCH_CUSTOMER_NUMBER = 1_999_999;
const AGREEMENTS = 20;
const ROWS_PER_AGREEMENT = 20;

/** Creates the benchmark customer unless it exists. */
export async function ensureBenchCustomer(prisma: PrismaClient) {
  if (await prisma.customer.findUnique({ where: { customerNumber: BENCH_CUSTOMER_NUMBER } })) return;
  const customer = await prisma.customer.create({
    data: {
      customerNumber: BENCH_CUSTOMER_NUMBER,
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
