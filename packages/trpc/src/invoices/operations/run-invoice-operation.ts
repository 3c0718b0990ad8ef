import { Prisma, type PrismaClient } from '@sappis/db';
import type { OperationActor } from '../../agreements/apply-plan.ts';
import type { CaseSubject } from '../../cases/create-planned-case.ts';
import { appendCustomerChanged } from '../../customers/customer-events.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../../customers/service.ts';
import { AppError } from '../../errors.ts';
import { runOnce } from '../../idempotency/run-once.ts';

/** The customer an invoice operation acts for, locked for the operation's transaction. */
export interface LockedCustomer extends CaseSubject {
  id: number;
}

/** What an invoice operation's work did: its answer, and the facts of its audit entry. */
export interface InvoiceOperationOutcome<T> {
  result: T;
  audit: { entityId: string; details: Prisma.InputJsonObject };
}

/** Locks the customer row: invoice operations of one customer run one after the other. */
async function lockCustomer(tx: Prisma.TransactionClient, customerNumber: number): Promise<LockedCustomer> {
  const locked = await tx.$queryRaw<{ id: number }[]>(
    Prisma.sql`SELECT id FROM customers WHERE "customerNumber" = ${customerNumber} FOR UPDATE`,
  );
  const id = locked[0]?.id;
  if (id === undefined) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const customer = await tx.customer.findUniqueOrThrow({ where: { id } });
  return {
    id,
    customer,
    place: {
      address: customer.deliveryAddress,
      postalCode: customer.deliveryPostalCode,
      city: customer.deliveryCity,
      orderNumber: null,
      mainCentral: null,
    },
  };
}

/**
 * The invoice operations' counterpart of executeOperation (docs/operations.md): once per request id, in one
 * transaction that locks the customer, runs the work on the database's rows (the work recomputes its rule and
 * refuses with BAD_REQUEST), writes the audit entry `invoice.<operation>` and appends 'customer.changed' last.
 */
export function runInvoiceOperation<T extends Prisma.InputJsonObject>(
  prisma: PrismaClient,
  args: {
    procedure: string;
    operation: string;
    requestId: string;
    customerNumber: number;
    actor: OperationActor;
  },
  work: (tx: Prisma.TransactionClient, customer: LockedCustomer) => Promise<InvoiceOperationOutcome<T>>,
): Promise<T> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.actor.id, procedure: args.procedure },
    async (tx) => {
      const customer = await lockCustomer(tx, args.customerNumber);
      const { result, audit } = await work(tx, customer);
      await tx.auditEntry.create({
        data: {
          userId: args.actor.id,
          action: `invoice.${args.operation}`,
          entityType: 'Invoice',
          entityId: audit.entityId,
          customerId: customer.id,
          details: { requestId: args.requestId, customerNumber: args.customerNumber, ...audit.details },
        },
      });
      await appendCustomerChanged(tx, {
        customerNumber: args.customerNumber,
        actorId: args.actor.id,
        change: `invoice.${args.operation}`,
      });
      return result;
    },
  );
}
