import type { Prisma, PrismaClient } from '@sappis/db';
import { CASE_WORKSPACE_TEXTS } from '@sappis/shared';
import { AppError } from '../../errors.ts';
import { type CaseWriteRequest, writeCase } from '../write-case.ts';

/**
 * Serializes links between cases: two links made at the same time could each be acyclic alone and make a
 * cycle together (A under B and B under A); held from the check to commit.
 */
export const CASE_LINK_LOCK = 735_102_011;

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message, { fieldErrors: { mainCaseNumber: [message] } });
};

/** True when `caseId` is `candidateId` or one of its ancestors (its main case, that one's main case, ...). */
async function isAncestorOrSelf(
  tx: Prisma.TransactionClient,
  caseId: number,
  candidateId: number,
): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ found: boolean }[]>`
    WITH RECURSIVE ancestors(id, parent) AS (
      SELECT "id", "parentCaseId" FROM "cases" WHERE "id" = ${candidateId}
      UNION
      SELECT c."id", c."parentCaseId" FROM "cases" c JOIN ancestors a ON c."id" = a.parent
    )
    SELECT EXISTS (SELECT 1 FROM ancestors WHERE "id" = ${caseId}) AS "found"`;
  return row?.found ?? false;
}

/**
 * 'Länka ärende' (document 3 panel 17): makes `mainCaseNumber` the case's main case, as a versioned case
 * write (lock, history, audit, event). Refused: itself ('Du kan inte länka ett ärende till sig självt.'), a
 * main case that does not exist, or one below the case (a cycle).
 */
export async function linkCase(
  prisma: PrismaClient,
  args: CaseWriteRequest & { mainCaseNumber: number },
): Promise<{ version: number }> {
  if (args.mainCaseNumber === args.caseNumber) refuse(CASE_WORKSPACE_TEXTS.selfLink);
  return writeCase(prisma, { ...args, action: 'case.link' }, async (tx, current) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CASE_LINK_LOCK}::bigint)`;
    const main = await tx.case.findUnique({
      where: { number: args.mainCaseNumber },
      select: { id: true },
    });
    if (!main) return refuse(CASE_WORKSPACE_TEXTS.mainCaseMissing);
    if (current.parentCaseId === main.id) return refuse(CASE_WORKSPACE_TEXTS.alreadyLinked);
    if (await isAncestorOrSelf(tx, current.id, main.id)) return refuse(CASE_WORKSPACE_TEXTS.linkCycle);
    await tx.case.update({ where: { id: current.id }, data: { parentCaseId: main.id } });
    return [`Länkat till huvudärende ${args.mainCaseNumber}`];
  });
}
