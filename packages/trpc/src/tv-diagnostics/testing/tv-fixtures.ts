import type { PrismaClient } from '@sappis/db';
import { addDays, isoDay } from '@sappis/shared';
import { type Adapters, createAdapters } from '../../adapters/adapters.ts';
import { createCaller } from '../../index.ts';
import { type CookieJar, createTestContext } from '../../testing/context.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { createTestUser } from '../../testing/users.ts';

let sequence = 0;
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * A signed-in staff member whose server has `overrides` as its outside systems (a failing or slow adapter),
 * guarded like the real ones with a short timeout.
 */
export async function signInWithAdapters(
  prisma: PrismaClient,
  overrides: Partial<Adapters>,
  settings: { latencyMs: number; timeoutMs?: number } = { latencyMs: 0, timeoutMs: 100 },
) {
  const user = await createTestUser(prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const adapters = createAdapters(prisma, settings, overrides);
  return { user, caller: createCaller(createTestContext(prisma, jar, { adapters })) };
}

/**
 * A customer with TV: a card line (agreement row of type card) whose program card has a valid and an
 * expired subscription, a paired box whose entitlement expired yesterday, a second card without a box, and
 * two signal history entries.
 */
export async function createTvCustomer(prisma: PrismaClient) {
  sequence += 1;
  const fixture = await createTestCustomer(prisma);
  const { customer, agreement } = fixture;
  const today = isoDay();
  const cardNumber = `77${customer.customerNumber}${sequence}`;
  const loneCardNumber = `${cardNumber}9`;
  const camId = `CAM${cardNumber}`;
  const addCardRow = (rowNumber: number, number: string) =>
    prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber,
        type: 'CARD',
        productType: 'CARD',
        productNumber: 'CGKORT',
        productName: 'Programkort',
        category: 'TV',
        priceList: 1,
        price: '0.00',
        card: rowNumber - 9,
        cardNumber: number,
        startDate: day('2025-01-01'),
      },
    });
  const cardRow = await addCardRow(10, cardNumber);
  const loneCardRow = await addCardRow(11, loneCardNumber);
  const card = await prisma.tvCard.create({
    data: {
      customerId: customer.id,
      cardNumber,
      camId,
      orderNumber: agreement.agreementNumber,
      subscriptions: {
        create: [
          {
            name: 'Sappa Mix 5',
            articleNumber: 'TVMIX5',
            startDate: day('2025-01-01'),
            expireDate: day(addDays(today, 30)),
          },
          {
            name: 'Sappa Sport (prova på)',
            articleNumber: 'TVSPORT',
            startDate: day('2025-01-01'),
            expireDate: day(today),
            invalid: true,
          },
        ],
      },
    },
  });
  await prisma.tvCard.create({
    data: { customerId: customer.id, cardNumber: loneCardNumber, orderNumber: agreement.agreementNumber },
  });
  await prisma.tvDevice.create({
    data: {
      customerId: customer.id,
      camId,
      model: 'Sappa 4K Android TV-box (KSTB6077)',
      macAddress: '00:1A:2B:3C:4D:5E',
      serialNumber: 'SN-1',
      transmission: 'IP',
      mode: 'CW',
      lastConnectedAt: new Date(),
      firmwareVersion: '4.2.1',
      entitlementExpiresAt: day(addDays(today, -1)),
      vismaOrderNumber: agreement.agreementNumber,
    },
  });
  await prisma.signalHistoryEntry.createMany({
    data: [
      {
        customerId: customer.id,
        signalCode: 'AKTIVERA',
        status: 'OK',
        product: 'TVMIX5',
        signalDate: new Date(Date.now() - 2 * 86_400_000),
        card: cardNumber,
        message: 'Kortet aktiverat',
      },
      {
        customerId: customer.id,
        signalCode: 'PARA',
        status: 'FEL',
        product: 'TVMIX5',
        signalDate: new Date(Date.now() - 86_400_000),
        card: cardNumber,
        message: 'Parning misslyckades',
        errorMessage: 'CardOrBoxAlreadyActive',
      },
    ],
  });
  return { ...fixture, card, cardRow, loneCardRow, cardNumber, camId };
}
