import { type AgreementRow, Prisma } from '@sappis/db';
import {
  HIDDEN_CHANNEL,
  type OperationContext,
  type OperationProduct,
  type OperationRow,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate, toMoney } from '../serialize.ts';
import { accessOrderNumber } from './access-order-number.ts';
import { pendingHandOverOf } from './assignment/pending-hand-overs.ts';

export const AGREEMENT_NOT_FOUND_MESSAGE = 'Avtalet finns inte';

/** The catalogue products the operations price from besides the rows' own (docs/operations.md). */
export const OPERATION_FEE_PRODUCTS = ['PAUS', 'ANGERAVGIFT', 'KOMPENSATION', 'FRAKTRETUR'] as const;

type Db = Prisma.TransactionClient;

/** The agreement's database id and customer id, with its rows locked FOR UPDATE when `lock` (inside a transaction). */
async function findAgreement(db: Db, agreementNumber: number, lock: boolean) {
  const found = await db.$queryRaw<{ id: number; customerId: number }[]>(
    lock
      ? Prisma.sql`SELECT id, "customerId" FROM agreements WHERE "agreementNumber" = ${agreementNumber} FOR UPDATE`
      : Prisma.sql`SELECT id, "customerId" FROM agreements WHERE "agreementNumber" = ${agreementNumber}`,
  );
  const agreement = found[0];
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  if (lock)
    await db.$queryRaw`SELECT id FROM agreement_rows WHERE "agreementId" = ${agreement.id} FOR UPDATE`;
  return agreement;
}

/** Each product's newest price per price group that is valid on `today`. */
function currentPrices(
  prices: { priceGroup: number; salePrice: Prisma.Decimal; validFrom: Date }[],
  today: string,
): OperationProduct['prices'] {
  const newest = new Map<number, { validFrom: string; salePrice: number }>();
  for (const price of prices) {
    const validFrom = toIsoDate(price.validFrom);
    if (validFrom > today) continue;
    const known = newest.get(price.priceGroup);
    if (!known || known.validFrom < validFrom)
      newest.set(price.priceGroup, { validFrom, salePrice: toMoney(price.salePrice) });
  }
  return [...newest.entries()]
    .sort(([a], [b]) => a - b)
    .map(([priceGroup, { salePrice }]) => ({ priceGroup, salePrice }));
}

/** A stored agreement row in the shape the shared rules read (OperationRow): ISO days, money as numbers. */
export function operationRowOf(row: AgreementRow): OperationRow {
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    parentRowId: row.parentRowId,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    category: row.category,
    card: row.card,
    campaignId: row.campaignId,
    price: toMoney(row.price),
    campaignPrice: toMoney(row.campaignPrice),
    campaignEndDate: toIsoDate(row.campaignEndDate),
    priceList: row.priceList,
    invoiceCode: row.invoiceCode,
    quantity: row.quantity,
    startDate: toIsoDate(row.startDate),
    endDate: toIsoDate(row.endDate),
    boundUntil: toIsoDate(row.boundUntil),
    bindingMonths: row.bindingMonths,
    invoicedUntil: toIsoDate(row.invoicedUntil),
    saleDate: toIsoDate(row.saleDate),
    keptWithoutService: row.keptWithoutService,
  };
}

/**
 * Everything an agreement operation is planned from (packages/shared agreements/operations/snapshot.ts), read
 * from the database. With `lock` (the executing transaction) the agreement and its rows are locked first, so
 * nobody changes them between planning and writing.
 */
export async function loadOperationContext(
  db: Db,
  { agreementNumber, today, lock = false }: { agreementNumber: number; today: string; lock?: boolean },
): Promise<OperationContext & { customerId: number }> {
  const { id, customerId } = await findAgreement(db, agreementNumber, lock);
  const agreement = await db.agreement.findUniqueOrThrow({
    where: { id },
    include: {
      customer: true,
      mainAgreement: { select: { number: true, operator: { select: { name: true, ownNetwork: true } } } },
      rows: { orderBy: { rowNumber: 'asc' } },
    },
  });
  const productNumbers = [
    ...new Set([...agreement.rows.map((row) => row.productNumber), ...OPERATION_FEE_PRODUCTS]),
  ];
  // The catalogue's hardware too: what a return case may send as new hardware.
  const products = await db.product.findMany({
    where: { OR: [{ productNumber: { in: productNumbers } }, { type: { in: ['HARDWARE', 'CARD'] } }] },
    select: {
      productNumber: true,
      name: true,
      type: true,
      categoryNumber: true,
      prices: true,
      selectableChannelCount: true,
      packageChannels: { select: { channel: { select: { productNumber: true } } } },
    },
  });
  const terminationReasons = await db.terminationReason.findMany({ orderBy: { id: 'asc' } });
  const { customer } = agreement;
  return {
    customerId,
    customer: {
      customerNumber: customer.customerNumber,
      name: customer.name,
      customerType: customer.customerType === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE',
      email: customer.email,
      phone: customer.phone,
      mobilePhone: customer.mobilePhone,
      paymentType: customer.paymentType,
    },
    agreement: {
      id: agreement.id,
      agreementNumber: agreement.agreementNumber,
      ended: agreement.ended,
      deliveryAddress: agreement.deliveryAddress,
      deliveryPostalCode: agreement.deliveryPostalCode,
      deliveryCity: agreement.deliveryCity,
      mainAgreementNumber: agreement.mainAgreement?.number ?? null,
      mainCentral: agreement.mainCentral,
      orderInfo: agreement.orderInfo,
      accessOrderNumber: await accessOrderNumber(db, agreement, today),
      networkOperator: agreement.mainAgreement?.operator ?? null,
      rows: agreement.rows.map(operationRowOf),
      handOver: await pendingHandOverOf(db, agreement.id),
    },
    products: Object.fromEntries(
      products.map((product) => [
        product.productNumber,
        {
          productNumber: product.productNumber,
          name: product.name,
          type: product.type,
          categoryNumber: product.categoryNumber,
          prices: currentPrices(product.prices, today),
          ...(product.selectableChannelCount !== null && {
            channelPackage: {
              selectableChannelCount: product.selectableChannelCount,
              channels: product.packageChannels
                .map(({ channel }) => channel.productNumber)
                .filter((number) => number !== HIDDEN_CHANNEL),
            },
          }),
        },
      ]),
    ),
    terminationReasons,
  };
}
