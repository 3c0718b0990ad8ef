import type { DemoContext } from './context.ts';

/**
 * Hardware in stock (on no agreement) that the hardware panel's 'Lägg till utrustning' validates and adds:
 * program cards, boxes and routers, plus one blacklisted card. Their identifiers are longer than the generated
 * ones (13 characters for cards and boxes), so they never collide.
 */
export const DEMO_STOCK_HARDWARE = {
  cards: ['7990000000001', '7990000000002', '7990000000003', '7990000000004', '7990000000005'],
  blacklistedCard: '7990000000099',
  boxes: ['1099000000001', '1099000000002', '1099000000003'],
  routers: ['ACDE48000001', 'ACDE48000002', 'ACDE48000003'],
} as const;

const IN_STOCK = {
  status: 'I lager',
  location: 'Lager Göteborg',
  agreementNumber: null,
  customerNumber: null,
};

export function addHardwareStock(ctx: DemoContext): void {
  const S = DEMO_STOCK_HARDWARE;
  for (const cardNumber of [...S.cards, S.blacklistedCard]) {
    ctx.data.hardwareUnits.push({
      productNumber: 'CGKORT',
      productName: 'Programkort',
      cardNumber,
      blacklisted: cardNumber === S.blacklistedCard,
      ...IN_STOCK,
    });
  }
  S.boxes.forEach((camId, index) => {
    ctx.data.hardwareUnits.push({
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      camId,
      serialNumber: `SNSTOCK${index + 1}`,
      ...IN_STOCK,
    });
  });
  S.routers.forEach((macAddress, index) => {
    ctx.data.hardwareUnits.push({
      productNumber: 'BRED007',
      productName: 'Hyrrouter Wi-Fi 5',
      macAddress,
      serialNumber: `RTSTOCK${index + 1}`,
      ...IN_STOCK,
    });
  });
}
