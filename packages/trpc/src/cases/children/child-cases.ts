import type { PrismaClient } from '@sappis/db';
import { CASE_STATUSES, CHILD_CASES_SHOWN_MAX, caseStatusName } from '@sappis/shared';
import { CASE_NOT_FOUND_MESSAGE } from '../../case-locks/lock-messages.ts';
import { AppError } from '../../errors.ts';
import { toIsoDateTime } from '../../serialize.ts';

/**
 * The child cases of a case (document 3 section 7 'Child cases': children and total), newest first, at most
 * CHILD_CASES_SHOWN_MAX of them; `total` counts all.
 */
export async function listChildCases(
  prisma: PrismaClient,
  args: { caseNumber: number; productName: string },
) {
  const parent = await prisma.case.findUnique({ where: { number: args.caseNumber }, select: { id: true } });
  if (!parent) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
  const [total, children] = await prisma.$transaction([
    prisma.case.count({ where: { parentCaseId: parent.id } }),
    prisma.case.findMany({
      where: { parentCaseId: parent.id },
      orderBy: { number: 'desc' },
      take: CHILD_CASES_SHOWN_MAX,
      select: {
        number: true,
        header: true,
        status: true,
        createdAt: true,
        type: { select: { name: true } },
        ownerGroup: { select: { name: true } },
      },
    }),
  ]);
  return {
    total,
    children: children.map((child) => {
      const status = CASE_STATUSES.find((candidate) => candidate.key === child.status)!;
      return {
        number: child.number,
        header: child.header,
        status: { key: status.key, name: caseStatusName(status.key, args.productName) },
        type: child.type.name,
        ownerGroup: child.ownerGroup.name,
        createdAt: toIsoDateTime(child.createdAt),
      };
    }),
  };
}
