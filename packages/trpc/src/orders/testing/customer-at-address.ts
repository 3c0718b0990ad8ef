import type { PrismaClient } from '@sappis/db';
import { createTestCustomer } from '../../testing/fixtures.ts';

let sequence = 0;

/**
 * A test customer whose agreement lies at a new address of the register, with one active access (of
 * `premisesType`) under a new main agreement: what the commerce order and verify address work on.
 */
export async function createCustomerAtAddress(
  prisma: PrismaClient,
  { premisesType = 'SDU' }: { premisesType?: 'SDU' | 'MDU_COMMON' | 'MDU_TECHNICAL' } = {},
) {
  sequence += 1;
  const key = `${process.pid % 10_000}${sequence}`;
  const main = await prisma.mainAgreement.create({
    data: {
      number: Number(`81${key}`),
      name: 'Brf Ordern',
      startsAt: new Date('2020-01-01'),
      transmissions: ['IP'],
      distributionNetwork: 'Stadsnät',
    },
  });
  const addressId = `ORDER${key}`.padEnd(8, '0');
  await prisma.address.create({
    data: {
      id: addressId,
      street: 'Ordervägen',
      number: key,
      zipCode: '41301',
      city: 'Göteborg',
      composite: `Ordervägen ${key}, 413 01 Göteborg`,
      accesses: {
        create: {
          mainAgreementId: main.id,
          externalId: `EXT-${key}`,
          network: 'Stadsnät',
          premisesType,
          validFrom: new Date('2020-01-01'),
        },
      },
    },
  });
  const { customer, agreement } = await createTestCustomer(prisma);
  await prisma.agreement.update({
    where: { id: agreement.id },
    data: { addressId, mainAgreementId: main.id },
  });
  return { customer, agreement, addressId, mainAgreementNumber: main.number };
}
