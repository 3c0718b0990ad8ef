import type { PrismaClient } from '@sappis/db';

let sequence = 0;

/** A card number of 13 digits no other test or demo row has (generated demo cards have 12). */
export function uniqueCardNumber(): string {
  sequence += 1;
  return `7${`${process.pid % 10_000}${Date.now() % 1_000_000}${sequence}`.padStart(12, '0').slice(-12)}`;
}

/** A program card in stock (on no agreement), as the TV middleware's default adapter knows it. */
export async function createStockCard(
  prisma: PrismaClient,
  options: { blacklisted?: boolean; agreementNumber?: number } = {},
): Promise<string> {
  const cardNumber = uniqueCardNumber();
  await prisma.hardwareUnit.create({
    data: {
      productNumber: 'CGKORT',
      productName: 'Programkort',
      cardNumber,
      status: 'I lager',
      location: 'Lager Göteborg',
      blacklisted: options.blacklisted ?? false,
      agreementNumber: options.agreementNumber ?? null,
    },
  });
  return cardNumber;
}
