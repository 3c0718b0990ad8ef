import type { Prisma } from '@sappis/db';
import { type childCaseCreateSchema, withHeaderFromFields } from '@sappis/shared';
import type { z } from 'zod';
import { CASE_NOT_FOUND_MESSAGE } from '../../case-locks/lock-messages.ts';
import { AppError } from '../../errors.ts';
import { type CreatedCase, createCase } from '../create-case.ts';
import type { CaseWriter } from '../write-case.ts';

/**
 * A child case under `parentCaseNumber` (document 3 panel 17), in the caller's transaction: `createCase` with
 * the parent's id and the header from its first field value; without a relation of its own the child takes the
 * parent's customer.
 */
export async function createChildCase(
  tx: Prisma.TransactionClient,
  args: { input: z.output<typeof childCaseCreateSchema>; user: CaseWriter; now: Date },
): Promise<CreatedCase> {
  const { parentCaseNumber, ...input } = args.input;
  const parent = await tx.case.findUnique({
    where: { number: parentCaseNumber },
    select: { id: true, relation: true },
  });
  if (!parent) {
    throw new AppError('BAD_REQUEST', CASE_NOT_FOUND_MESSAGE, {
      fieldErrors: { parentCaseNumber: [CASE_NOT_FOUND_MESSAGE] },
    });
  }
  let relation = input.relation;
  if (!relation && parent.relation) {
    const { id: _id, caseId: _caseId, ...copied } = parent.relation;
    relation = copied;
  }
  return createCase(tx, {
    input: withHeaderFromFields({ ...input, relation }),
    user: args.user,
    now: args.now,
    parentCaseId: parent.id,
  });
}
