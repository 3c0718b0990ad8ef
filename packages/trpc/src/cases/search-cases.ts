import type { Prisma, PrismaClient } from '@sappis/db';
import {
  addDays,
  CASE_STATUSES,
  casePriorityName,
  type caseSearchInput,
  caseStatusById,
  caseStatusName,
  startOfIsoDay,
} from '@sappis/shared';
import type { z } from 'zod';
import { listViewersOfCases } from '../case-locks/presence.ts';
import { toIsoDateTime } from '../serialize.ts';
import type { CaseSearchOutput } from './case-schemas.ts';

type SearchArgs = z.output<typeof caseSearchInput>;

const FINISHED_KEYS = CASE_STATUSES.filter((status) => status.finished).map((status) => status.key);

/** The where clause of the case search body (document 1 section 7.1; every filter of issue 13 section 5). */
export function caseSearchWhere(
  args: Pick<SearchArgs, 'filters' | 'showFinished' | 'statusPrioId'>,
): Prisma.CaseWhereInput {
  const where: Prisma.CaseWhereInput = {};
  const { filters } = args;
  const statusFromId = args.statusPrioId === undefined ? undefined : caseStatusById(args.statusPrioId)?.key;
  const status = filters.status ?? statusFromId;
  if (status) where.status = status;
  else if (filters.finished === true) where.status = { in: FINISHED_KEYS };
  else if (filters.finished === false || !args.showFinished) where.status = { notIn: FINISHED_KEYS };
  if (filters.number !== undefined) where.number = filters.number;
  if (filters.customerNumber !== undefined) {
    where.relation = { customerNumber: filters.customerNumber };
  }
  if (filters.priority !== undefined) where.priority = filters.priority;
  if (filters.typeId !== undefined) where.typeId = filters.typeId;
  if (filters.ownerGroupId !== undefined) where.ownerGroupId = filters.ownerGroupId;
  if (filters.tagIds?.length) {
    where.AND = filters.tagIds.map((tagId) => ({ tags: { some: { tagId } } }));
  }
  if (filters.createdFrom !== undefined || filters.createdTo !== undefined) {
    where.createdAt = {
      ...(filters.createdFrom !== undefined ? { gte: startOfIsoDay(filters.createdFrom) } : {}),
      ...(filters.createdTo !== undefined ? { lt: startOfIsoDay(addDays(filters.createdTo, 1)) } : {}),
    };
  }
  return where;
}

/** Newest first by default; `reverse` flips the order of whichever column is sorted on. */
export function caseSearchOrder(
  args: Pick<SearchArgs, 'sort' | 'reverse'>,
): Prisma.CaseOrderByWithRelationInput[] {
  const direction = args.reverse ? 'asc' : 'desc';
  switch (args.sort) {
    case 'number':
      return [{ number: direction }];
    case 'priority':
      return [{ priority: direction }, { createdAt: 'asc' }];
    case 'status':
      return [{ status: direction }, { createdAt: 'desc' }];
    default:
      return [{ createdAt: direction }, { number: direction }];
  }
}

export async function searchCases(
  prisma: PrismaClient,
  args: SearchArgs,
  { now, productName }: { now: Date; productName: string },
): Promise<CaseSearchOutput> {
  const where = caseSearchWhere(args);
  const [total, cases] = await prisma.$transaction([
    prisma.case.count({ where }),
    prisma.case.findMany({
      where,
      orderBy: caseSearchOrder(args),
      skip: (args.page - 1) * args.pageSize,
      take: args.pageSize,
      include: {
        type: true,
        ownerGroup: true,
        relation: { select: { customerNumber: true, customerName: true } },
        lock: { select: { expiresAt: true, user: { select: { email: true } } } },
      },
    }),
  ]);
  const viewers = await listViewersOfCases(
    prisma,
    cases.map((item) => item.id),
    now,
  );

  return {
    page: args.page,
    pageSize: args.pageSize,
    total,
    cases: cases.map((item) => {
      const status = CASE_STATUSES.find((candidate) => candidate.key === item.status)!;
      const lockedBy = item.lock && item.lock.expiresAt > now ? item.lock.user.email : null;
      return {
        id: item.id,
        number: item.number,
        externalTicketNumber: item.externalTicketNumber,
        header: item.header,
        status: { key: status.key, id: status.id, name: caseStatusName(status.key, productName) },
        priority: { key: item.priority, name: casePriorityName(item.priority) },
        type: { id: item.type.id, name: item.type.name, category: item.type.category },
        ownerGroup: { id: item.ownerGroup.id, name: item.ownerGroup.name },
        customerNumber: item.relation?.customerNumber ?? null,
        customerName: item.relation?.customerName ?? null,
        createdAt: toIsoDateTime(item.createdAt),
        locked: lockedBy !== null,
        lockedBy,
        viewers: viewers.get(item.id) ?? [],
      };
    }),
  };
}
