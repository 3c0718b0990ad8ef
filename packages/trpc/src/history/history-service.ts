import type { Prisma } from '@sappis/db';
import {
  addDays,
  type HistoryFilter,
  historyActionsOf,
  type OperationRecord,
  operationRecordOf,
  startOfIsoDay,
} from '@sappis/shared';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';

type Db = Prisma.TransactionClient;

export interface HistoryEntry {
  id: string;
  createdAt: string;
  action: string;
  user: { id: number; name: string } | null;
  /** The agreement the write was to, or null for a write to the customer itself. */
  agreementNumber: number | null;
  /** The case the write was to (opened), or null. */
  caseNumber: number | null;
  /** The agreement row the write was to, or null. */
  row: { id: number; productName: string } | null;
  /** What an agreement operation did (its preview, kept with it); null for other writes. */
  record: OperationRecord | null;
}

const userName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

async function customerIdOf(db: Db, customerNumber: number): Promise<number> {
  const customer = await db.customer.findUnique({ where: { customerNumber }, select: { id: true } });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return customer.id;
}

/** The entries of one agreement: the operations on it, the writes to its rows and those that name it. */
async function agreementWhere(db: Db, agreementNumber: number): Promise<Prisma.AuditEntryWhereInput> {
  const rows = await db.agreementRow.findMany({
    where: { agreement: { agreementNumber } },
    select: { id: true },
  });
  return {
    OR: [
      { entityType: 'Agreement', entityId: String(agreementNumber) },
      { entityType: 'AgreementRow', entityId: { in: rows.map((row) => String(row.id)) } },
      { details: { path: ['agreementNumber'], equals: agreementNumber } },
      { details: { path: ['targetAgreementNumber'], equals: agreementNumber } },
    ],
  };
}

async function filterWhere(
  db: Db,
  customerId: number,
  filter: HistoryFilter,
): Promise<Prisma.AuditEntryWhereInput> {
  return {
    customerId,
    ...(filter.kind ? { action: { in: historyActionsOf(filter.kind) } } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
    createdAt: {
      ...(filter.fromDay ? { gte: startOfIsoDay(filter.fromDay) } : {}),
      ...(filter.untilDay ? { lt: startOfIsoDay(addDays(filter.untilDay, 1)) } : {}),
    },
    ...(filter.agreementNumber ? { AND: [await agreementWhere(db, filter.agreementNumber)] } : {}),
  };
}

const numberIn = (details: Prisma.JsonValue, key: string): number | null => {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null;
  const value = details[key];
  return typeof value === 'number' ? value : null;
};

/**
 * The customer's history (document 'Historik'): every audited write that concerns the customer, newest first, one
 * page after `cursor` (an entry id), narrowed by `filter`; who did it, on which agreement or row, and the record of
 * an agreement operation.
 */
export async function listCustomerHistory(
  db: Db,
  args: { customerNumber: number; filter: HistoryFilter; cursor: string | null; limit: number },
): Promise<{ entries: HistoryEntry[]; nextCursor: string | null }> {
  const customerId = await customerIdOf(db, args.customerNumber);
  const found = await db.auditEntry.findMany({
    where: await filterWhere(db, customerId, args.filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: args.limit + 1,
    ...(args.cursor ? { cursor: { id: BigInt(args.cursor) }, skip: 1 } : {}),
  });
  const page = found.slice(0, args.limit);
  const userIds = [...new Set(page.flatMap((entry) => (entry.userId === null ? [] : [entry.userId])))];
  const rowIds = page.flatMap((entry) =>
    entry.entityType === 'AgreementRow' ? [Number(entry.entityId)] : [],
  );
  const [users, rows] = await Promise.all([
    db.user.findMany({
      where: { id: { in: userIds } },
      select: { id: true, firstName: true, lastName: true },
    }),
    db.agreementRow.findMany({
      where: { id: { in: rowIds.filter(Number.isSafeInteger) } },
      select: { id: true, productName: true, agreement: { select: { agreementNumber: true } } },
    }),
  ]);
  const usersById = new Map(users.map((user) => [user.id, { id: user.id, name: userName(user) }]));
  const rowsById = new Map(rows.map((row) => [String(row.id), row]));
  const entries = page.map((entry): HistoryEntry => {
    const row = entry.entityType === 'AgreementRow' ? rowsById.get(entry.entityId) : undefined;
    const agreementNumber =
      entry.entityType === 'Agreement'
        ? Number(entry.entityId)
        : (row?.agreement.agreementNumber ?? numberIn(entry.details, 'agreementNumber'));
    return {
      id: String(entry.id),
      createdAt: entry.createdAt.toISOString(),
      action: entry.action,
      user: entry.userId === null ? null : (usersById.get(entry.userId) ?? null),
      agreementNumber,
      caseNumber: entry.entityType === 'Case' ? Number(entry.entityId) : null,
      row: row ? { id: row.id, productName: row.productName } : null,
      record: operationRecordOf(entry.details),
    };
  });
  const last = page.at(-1);
  return { entries, nextCursor: found.length > args.limit && last ? String(last.id) : null };
}

/** Everyone who wrote to the customer, by name: the history's user filter. */
export async function customerHistoryAuthors(db: Db, customerNumber: number) {
  const customerId = await customerIdOf(db, customerNumber);
  const authors = await db.auditEntry.groupBy({
    by: ['userId'],
    where: { customerId, userId: { not: null } },
  });
  const users = await db.user.findMany({
    where: { id: { in: authors.flatMap((author) => (author.userId === null ? [] : [author.userId])) } },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
  });
  return users.map((user) => ({ id: user.id, name: userName(user) }));
}
