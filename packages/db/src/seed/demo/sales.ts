import type { Prisma } from '@prisma/client';

/** The demo's resellers and stock balances (saldo). */

export const RESELLERS: Prisma.ResellerCreateManyInput[] = [
  { id: 1001, name: 'Sappa Kundservice' },
  { id: 1002, name: 'Sappa Webbshop' },
  { id: 1003, name: 'Sappa Telemarketing' },
  { id: 2101, name: 'Telebutiken i Väst AB' },
  { id: 2102, name: 'Fiberförsäljning Norr AB' },
  { id: 2103, name: 'Dörrknackarna Syd AB' },
  { id: 2104, name: 'Hemelektronik Mälardalen AB' },
];

export const STOCK_BALANCES: Prisma.StockBalanceCreateManyInput[] = [
  ['CGKORT', 'Programkort', 4312],
  ['BYTCGKORT', 'Byte programkort', 288],
  ['GARCGKORT', 'Garantibyte programkort', 97],
  ['BOX015', 'Hyrbox HD', 512],
  ['BOX019', 'Hyrbox 4K', 1240],
  ['BOX020', 'Hyr-CA-modul', 860],
  ['BOX022', 'Hyrbox 4K Android TV', 2011],
  ['BOX023', 'Hyrbox med inspelning 1 TB', 0],
  ['BOX025', 'Hyrbox Sappa Play', 377],
  ['GARBOX019', 'Garantibyte hyrbox 4k', 45],
  ['GARBOX022', 'Garantibyte hyrbox 4k android tv', 63],
  ['BRED007', 'Hyrrouter Wi-Fi 5', 154],
  ['BRED008', 'Hyrrouter Wi-Fi 6', 1876],
  ['BRED009', 'Hyrrouter Wi-Fi 6 Mesh', 932],
  ['GARBRED008', 'Garantibyte hyrrouter wi-fi 6', 58],
  ['HUB001', 'Sappa Hub', 211],
  ['TELBOX01', 'Telefoniadapter', 640],
  ['FIBERKONV', 'Fiberkonverter (mediaomvandlare)', 2450],
  ['KABEL-HDMI', 'HDMI-kabel 2 m', 5120],
].map(([productNumber, description, quantity]) => ({
  productNumber: productNumber as string,
  description: description as string,
  quantity: quantity as number,
}));
