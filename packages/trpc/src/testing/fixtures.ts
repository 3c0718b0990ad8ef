import type { PrismaClient } from '@sappis/db';

let sequence = 0;
const next = () => {
  sequence += 1;
  return Number(`${process.pid % 1000}${sequence}`) * 10 + Math.floor(Math.random() * 10);
};

/**
 * A customer and agreement number neither table holds: the API allocates numbers as the largest + 1, so a number
 * drawn at random may already have been taken by a customer or agreement a test created through the API.
 */
async function freeCustomerNumber(prisma: PrismaClient): Promise<number> {
  for (;;) {
    const number = 900_000_000 + next();
    const [customers, agreements] = await Promise.all([
      prisma.customer.count({ where: { customerNumber: number } }),
      prisma.agreement.count({ where: { agreementNumber: number } }),
    ]);
    if (customers === 0 && agreements === 0) return number;
  }
}

/** A small customer with one agreement, a service row and a discount sub-row: enough for read procedures. */
export async function createTestCustomer(prisma: PrismaClient) {
  const customerNumber = await freeCustomerNumber(prisma);
  const customer = await prisma.customer.create({
    data: {
      customerNumber,
      name: 'Karin Lindqvist',
      firstName: 'Karin',
      lastName: 'Lindqvist',
      personalId: '198112189876',
      email: 'karin.lindqvist@example.se',
      mobilePhone: '070-123 45 67',
      deliveryAddress: 'Storgatan 12',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
    },
  });
  const agreement = await prisma.agreement.create({
    data: {
      agreementNumber: customerNumber,
      customerId: customer.id,
      deliveryAddress: 'Storgatan 12',
      deliveryCity: 'Göteborg',
      addressId: '12345678',
    },
  });
  const service = await prisma.agreementRow.create({
    data: {
      agreementId: agreement.id,
      rowNumber: 1,
      type: 'SERVICE',
      productType: 'SERVICE',
      productNumber: 'BAS250',
      productName: 'Bredband 250/250',
      category: 'Bredband',
      priceList: 1,
      price: '399.00',
      campaignPrice: '199.50',
      startDate: new Date('2025-01-01'),
    },
  });
  await prisma.agreementRow.create({
    data: {
      agreementId: agreement.id,
      rowNumber: 2,
      parentRowId: service.id,
      type: 'SERVICE',
      productType: 'SERVICE',
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      category: 'Bredband',
      priceList: 1,
      price: '-100.00',
      startDate: new Date('2025-01-01'),
      endDate: new Date('2025-06-30'),
    },
  });
  return { customer, agreement, service };
}

/** A case of the given status for `customerNumber`, with the catalogue rows it needs. */
export async function createTestCase(
  prisma: PrismaClient,
  options: {
    customerNumber?: number;
    status?: 'NOT_STARTED' | 'IN_PROGRESS' | 'FINISHED';
    header?: string;
  } = {},
) {
  await prisma.caseType.upsert({
    where: { id: 120 },
    update: {},
    create: { id: 120, name: 'Byte av betalsätt', category: 'Betalning' },
  });
  await prisma.caseOwnerGroup.upsert({
    where: { id: 42 },
    update: {},
    create: { id: 42, name: 'Kundservice' },
  });
  return prisma.case.create({
    data: {
      number: 5_000_000 + next(),
      header: options.header ?? 'Testärende',
      status: options.status ?? 'NOT_STARTED',
      typeId: 120,
      ownerGroupId: 42,
      relation: options.customerNumber
        ? { create: { customerNumber: options.customerNumber, customerName: 'Karin Lindqvist' } }
        : undefined,
    },
  });
}
