import type { Prisma } from '@sappis/db';

/** Who writes an invoice basis: the signed-in user. */
export interface BasisWriter {
  id: number;
  email: string;
  /** First and last name, as case logs and history show it. */
  name: string;
}

/** The audit row every invoice basis write adds, in its transaction. */
export function auditBasis(
  tx: Prisma.TransactionClient,
  user: BasisWriter,
  action: string,
  basisId: number,
  details: Prisma.InputJsonValue,
) {
  return tx.auditEntry.create({
    data: { userId: user.id, action, entityType: 'InvoiceBasis', entityId: String(basisId), details },
  });
}

export function basisWriterOf(user: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}): BasisWriter {
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}
