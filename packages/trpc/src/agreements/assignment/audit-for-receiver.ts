import type { Prisma } from '@sappis/db';

/**
 * The customer's history lists the audit entries written for that customer, so the receiver gets its own copy of
 * the assignment's entry (the same write, the same record): both customers' 'Historik' show the assignment.
 */
export async function auditForReceiver(
  tx: Prisma.TransactionClient,
  args: { requestId: string; receiverCustomerId: number },
): Promise<void> {
  const entry = await tx.auditEntry.findFirstOrThrow({
    where: { action: 'agreement.assignment', details: { path: ['requestId'], equals: args.requestId } },
    orderBy: { id: 'desc' },
  });
  await tx.auditEntry.create({
    data: {
      userId: entry.userId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      customerId: args.receiverCustomerId,
      details: entry.details ?? {},
    },
  });
}
