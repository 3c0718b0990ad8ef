import type { Prisma, PrismaClient } from '@sappis/db';
import {
  CASE_STATUSES,
  type CaseExportSelection,
  type caseExportSelection,
  casePriorityName,
  caseStatusName,
} from '@sappis/shared';
import type { z } from 'zod';
import { caseSearchWhere } from '../search-cases.ts';

/** Cases read per database round trip while streaming an export. */
export const CASE_EXPORT_BATCH = 2_000;

export type ParsedCaseExportSelection = z.output<typeof caseExportSelection>;
export type { CaseExportSelection };

/** One exported line, by the keys of CASE_EXPORT_COLUMNS. */
export interface CaseExportRow {
  number: number;
  header: string;
  status: string;
  priority: string;
  type: string;
  ownerGroup: string;
  customerNumber: number | null;
  customerName: string | null;
  parentCaseNumber: number | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The cases a selection names: the numbers given, or the list's search without paging. */
export function caseExportWhere(selection: ParsedCaseExportSelection): Prisma.CaseWhereInput {
  if ('numbers' in selection) return { number: { in: selection.numbers } };
  return caseSearchWhere(selection.search);
}

export async function countCaseExport(
  prisma: PrismaClient,
  selection: ParsedCaseExportSelection,
): Promise<number> {
  return prisma.case.count({ where: caseExportWhere(selection) });
}

/**
 * The selected cases newest first (case number descending), read in batches by keyset on the case number so
 * that an export of any size holds one batch at a time.
 */
export async function* readCaseExportRows(
  prisma: PrismaClient,
  selection: ParsedCaseExportSelection,
  { productName, batchSize = CASE_EXPORT_BATCH }: { productName: string; batchSize?: number },
): AsyncGenerator<CaseExportRow[]> {
  const where = caseExportWhere(selection);
  const [types, groups] = await Promise.all([
    prisma.caseType.findMany({ select: { id: true, name: true } }),
    prisma.caseOwnerGroup.findMany({ select: { id: true, name: true } }),
  ]);
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const statusNames = new Map(
    CASE_STATUSES.map((status) => [status.key, caseStatusName(status.key, productName)]),
  );

  let before: number | undefined;
  for (;;) {
    const batch = await prisma.case.findMany({
      where: before === undefined ? where : { AND: [where, { number: { lt: before } }] },
      orderBy: { number: 'desc' },
      take: batchSize,
      select: {
        number: true,
        header: true,
        status: true,
        priority: true,
        typeId: true,
        ownerGroupId: true,
        createdAt: true,
        finishedAt: true,
        parentCase: { select: { number: true } },
        relation: { select: { customerNumber: true, customerName: true } },
      },
    });
    if (batch.length === 0) return;
    yield batch.map((item) => ({
      number: item.number,
      header: item.header,
      status: statusNames.get(item.status) ?? item.status,
      priority: casePriorityName(item.priority),
      type: typeNames.get(item.typeId) ?? '',
      ownerGroup: groupNames.get(item.ownerGroupId) ?? '',
      customerNumber: item.relation?.customerNumber ?? null,
      customerName: item.relation?.customerName ?? null,
      parentCaseNumber: item.parentCase?.number ?? null,
      createdAt: item.createdAt,
      finishedAt: item.finishedAt,
    }));
    if (batch.length < batchSize) return;
    before = batch[batch.length - 1]!.number;
  }
}
