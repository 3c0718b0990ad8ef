import type { Prisma } from '@prisma/client';
import type { DemoData } from './context.ts';
import { DEMO_USERS } from './users.ts';

/**
 * The customers' history ('Historik') as the writes that made the demo data would have left it: a case opened,
 * a credit check run, a document created. Only what the data says who did, and only since that user started.
 */
export function historyEntryRows(data: DemoData, usersSince: Date): Prisma.AuditEntryCreateManyInput[] {
  const userIdByEmail = new Map(DEMO_USERS.map((user) => [user.email, user.id]));
  const customerIdByNumber = new Map(
    data.customers.map((customer) => [customer.customerNumber, customer.id]),
  );
  const customerIdByCase = new Map<number, number>();
  for (const relation of data.caseRelations) {
    const customerId =
      relation.customerNumber == null ? undefined : customerIdByNumber.get(relation.customerNumber);
    if (customerId !== undefined) customerIdByCase.set(relation.caseId, customerId);
  }
  const entries: Prisma.AuditEntryCreateManyInput[] = [];
  const add = (entry: Prisma.AuditEntryCreateManyInput & { createdAt: Date }) => {
    if (entry.userId != null && entry.createdAt >= usersSince) entries.push(entry);
  };

  for (const row of [...data.cases, ...data.childCases]) {
    const customerId = row.id === undefined ? undefined : customerIdByCase.get(row.id);
    if (customerId === undefined) continue;
    add({
      userId: row.createdById ?? null,
      action: 'case.create',
      entityType: 'Case',
      entityId: String(row.number),
      customerId,
      details: { typeId: row.typeId, status: row.status, priority: row.priority },
      createdAt: new Date(row.createdAt as Date),
    });
  }
  const customerNumberById = new Map(
    data.customers.map((customer) => [customer.id, customer.customerNumber]),
  );
  for (const check of data.creditChecks) {
    add({
      userId: check.checkedBy ? (userIdByEmail.get(check.checkedBy) ?? null) : null,
      action: 'creditCheck.perform',
      entityType: 'Customer',
      entityId: String(customerNumberById.get(check.customerId)),
      customerId: check.customerId,
      details: { status: check.status },
      createdAt: new Date(check.checkedAt as Date),
    });
  }
  for (const document of data.documents) {
    add({
      userId: userIdByEmail.get(document.createdBy) ?? null,
      action: 'document.createFromTemplate',
      entityType: 'Document',
      entityId: String(document.documentNumber),
      customerId: document.customerId,
      details: { name: document.name, type: document.type },
      createdAt: new Date(document.createdAt as Date),
    });
  }
  return entries.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
