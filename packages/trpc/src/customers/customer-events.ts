import type { Prisma } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';

export interface CustomerChange {
  customerNumber: number;
  /** Who changed it (not the event's userId column, which would make the event private to that user). */
  actorId: number;
  /** What changed, e.g. 'terminate' or 'agreementRow.updateDates'. */
  change: string;
  agreementNumber?: number | null;
  /** The agreement's address id after the change: that address's open page refetches too. */
  addressId?: string | null;
}

/**
 * Appends 'customer.changed' in the writing transaction (as its LAST statement, see appendEvent): every open
 * customer view of that customer refetches it live, and for an agreement with an address id the open page of
 * that address too.
 */
export async function appendCustomerChanged(
  tx: Prisma.TransactionClient,
  change: CustomerChange,
): Promise<bigint> {
  const agreementNumber = change.agreementNumber ?? null;
  const addressId =
    change.addressId !== undefined || agreementNumber === null
      ? (change.addressId ?? null)
      : ((await tx.agreement.findUnique({ where: { agreementNumber }, select: { addressId: true } }))
          ?.addressId ?? null);
  return appendEvent(tx, {
    type: 'customer.changed',
    payload: {
      customerNumber: change.customerNumber,
      agreementNumber,
      ...(addressId ? { addressId } : {}),
      actorId: change.actorId,
      change: change.change,
    },
  });
}

/** `appendCustomerChanged` for a change to an agreement or its rows, known by the agreement's id. */
export async function appendAgreementChanged(
  tx: Prisma.TransactionClient,
  change: { agreementId: number; actorId: number; change: string },
): Promise<bigint> {
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: change.agreementId },
    select: { agreementNumber: true, addressId: true, customer: { select: { customerNumber: true } } },
  });
  return appendCustomerChanged(tx, {
    customerNumber: agreement.customer.customerNumber,
    agreementNumber: agreement.agreementNumber,
    addressId: agreement.addressId,
    actorId: change.actorId,
    change: change.change,
  });
}
