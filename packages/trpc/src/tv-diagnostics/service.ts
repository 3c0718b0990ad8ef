import type { Prisma, PrismaClient } from '@sappis/db';
import { tvCallFailure } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { lockCustomer } from '../customers/customer-lookup.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import type { TvMiddleware } from './tv-middleware.ts';

export const CARD_ROW_NOT_FOUND_MESSAGE = 'Avtalsraden finns inte';
export const NOT_A_CARD_ROW_MESSAGE = 'Raden är inget programkort med kortnummer';

/** Transmission type 10 is coax (document 3 section 9). */
const COAX_TRANSMISSION = 10;

async function customerIdOf(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.customer.findUnique({ where: { customerNumber }, select: { id: true } });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return customer.id;
}

/**
 * TV diagnostics of a customer (GET /diagnostics/{customerNumber}): the middleware's cards and devices and the
 * play service, with each card's agreement line (the line id the troubleshooting and signal-on calls take)
 * and whether the TV arrives by coax at one of the customer's active agreements' addresses. The customer is
 * checked in our tables first; a middleware failure reaches the user as its own message.
 */
export async function getTvDiagnostics(
  prisma: PrismaClient,
  middleware: TvMiddleware,
  customerNumber: number,
) {
  const customerId = await customerIdOf(prisma, customerNumber);
  const diagnostics = await middleware.diagnostics(customerNumber);
  const agreements = await prisma.agreement.findMany({
    where: { customerId },
    select: {
      agreementNumber: true,
      ended: true,
      addressId: true,
      rows: {
        where: { type: 'CARD', cardNumber: { not: null } },
        select: { id: true, cardNumber: true, endDate: true },
        orderBy: { id: 'asc' },
      },
    },
  });
  const addressIds = agreements
    .filter((agreement) => !agreement.ended && agreement.addressId)
    .map((agreement) => agreement.addressId as string);
  const coaxAddresses = await prisma.address.count({
    where: { id: { in: addressIds }, transmission: COAX_TRANSMISSION },
  });
  const lineOf = (cardNumber: string, orderNumber: number | null) => {
    const candidates = agreements.flatMap((agreement) =>
      agreement.rows.filter((row) => row.cardNumber === cardNumber).map((row) => ({ row, agreement })),
    );
    const best =
      candidates.find(({ agreement }) => agreement.agreementNumber === orderNumber && !agreement.ended) ??
      candidates.find(({ agreement }) => !agreement.ended) ??
      candidates[0];
    return best?.row.id ?? null;
  };
  return {
    cards: diagnostics.cards.map((card) => ({ ...card, lineId: lineOf(card.cardNumber, card.orderNumber) })),
    devices: diagnostics.devices,
    play: diagnostics.play,
    coax: coaxAddresses > 0,
  };
}

/** Signal history of a customer (GET /diagnostics/{customerNumber}/signalhistory), newest first. */
export async function getSignalHistory(
  prisma: PrismaClient,
  middleware: TvMiddleware,
  customerNumber: number,
) {
  await customerIdOf(prisma, customerNumber);
  return { entries: await middleware.signalHistory(customerNumber) };
}

/** The card line (an agreement row of type card with a card number) and its customer. */
async function cardLine(tx: Prisma.TransactionClient, rowId: number) {
  const row = await tx.agreementRow.findUnique({
    where: { id: rowId },
    select: {
      type: true,
      cardNumber: true,
      agreement: { select: { agreementNumber: true, customer: { select: { customerNumber: true } } } },
    },
  });
  if (!row) throw new AppError('NOT_FOUND', CARD_ROW_NOT_FOUND_MESSAGE);
  if (row.type !== 'CARD' || !row.cardNumber) throw new AppError('BAD_REQUEST', NOT_A_CARD_ROW_MESSAGE);
  return {
    cardNumber: row.cardNumber,
    agreementNumber: row.agreement.agreementNumber,
    customerNumber: row.agreement.customer.customerNumber,
  };
}

interface CardCall {
  middleware: TvMiddleware;
  userId: number;
  rowId: number;
  /** The operation's request id: the middleware's idempotency key. */
  requestId: string;
}

/**
 * One write to the middleware for a card line, in the caller's transaction: the middleware is asked first,
 * before the customer is locked, and its refusal or failure ('Något gick fel: …') writes nothing; then the
 * audit row (`action`, the card number and what `details` picks from the answer) and 'customer.changed', last.
 */
async function callForCardLine<T extends object>(
  tx: Prisma.TransactionClient,
  { userId, rowId }: CardCall,
  action: string,
  call: (cardNumber: string) => Promise<T>,
): Promise<T & { rowId: number; cardNumber: string }> {
  const line = await cardLine(tx, rowId);
  const answer = await call(line.cardNumber).catch((error: unknown) => adapterFailure(error, tvCallFailure));
  const customer = await lockCustomer(tx, line.customerNumber);
  await tx.auditEntry.create({
    data: {
      userId,
      action,
      entityType: 'AgreementRow',
      entityId: String(rowId),
      customerId: customer.id,
      details: { cardNumber: line.cardNumber, ...answer },
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: line.customerNumber,
    agreementNumber: line.agreementNumber,
    actorId: userId,
    change: action,
  });
  return { rowId, cardNumber: line.cardNumber, ...answer };
}

/** Starts (on) or stops troubleshooting of a card (POST /diagnostics/{lineId}/troubleshooting). */
export function setCardTroubleshooting(tx: Prisma.TransactionClient, call: CardCall & { on: boolean }) {
  return callForCardLine(tx, call, 'tvDiagnostics.setTroubleshooting', (cardNumber) =>
    call.middleware.setTroubleshooting({ cardNumber, on: call.on }, { idempotencyKey: call.requestId }),
  );
}

/** Turns a temporary signal on for a card line (POST avtalsrad/{id}/tempSignalOn). */
export function turnOnTemporarySignal(tx: Prisma.TransactionClient, call: CardCall) {
  return callForCardLine(tx, call, 'tvDiagnostics.temporarySignalOn', (cardNumber) =>
    call.middleware.temporarySignalOn({ cardNumber }, { idempotencyKey: call.requestId }),
  );
}
