import type { Prisma } from '@sappis/db';
import type { NewCase } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { applyAutomaticTags } from '../tags/automatic-tags.ts';
import { CASE_TYPE_NOT_FOUND_MESSAGE } from './update-case.ts';
import type { CaseWriter } from './write-case.ts';

export const CASE_CREATED_HISTORY = 'Ärende skapat';
export const OWNER_GROUP_NOT_FOUND_MESSAGE = 'Ägargruppen finns inte';

/**
 * Transaction-level advisory lock that serializes the allocation of case numbers (next = largest + 1), so
 * two concurrent creates never pick the same number. Held only by creates, from the allocation to commit.
 */
export const CASE_NUMBER_LOCK = 735_102_010;

export type CreatedCase = {
  id: number;
  number: number;
  version: number;
};

/**
 * `cases.create` ('Skapa ärende', document 1 section 7), in the caller's transaction: checks the type and owner
 * group (BAD_REQUEST with field errors), allocates the next case number, creates the case with its form fields
 * and relation, makes the creating user the owner when `userAsOwner`, writes the history ('Ärende skapat', and
 * 'Tilldelat {name} ({email})') and the audit row, applies the automatic tag rules and appends 'case.changed'
 * with `before: null` last (queue pages see the case enter).
 */
export async function createCase(
  tx: Prisma.TransactionClient,
  args: { input: NewCase; user: CaseWriter; now: Date; parentCaseId?: number | null },
): Promise<CreatedCase> {
  const { input, user, now } = args;
  const type = await tx.caseType.findUnique({ where: { id: input.typeId }, select: { id: true } });
  const ownerGroup = await tx.caseOwnerGroup.findUnique({
    where: { id: input.ownerGroupId },
    select: { id: true },
  });
  const fieldErrors: Record<string, string[]> = {};
  if (!type) fieldErrors.typeId = [CASE_TYPE_NOT_FOUND_MESSAGE];
  if (!ownerGroup) fieldErrors.ownerGroupId = [OWNER_GROUP_NOT_FOUND_MESSAGE];
  const [first] = Object.values(fieldErrors);
  if (first?.[0]) throw new AppError('BAD_REQUEST', first[0], { fieldErrors });

  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CASE_NUMBER_LOCK}::bigint)`;
  const [allocated] = await tx.$queryRaw<{ next: number }[]>`
    SELECT (COALESCE(MAX("number"), 0) + 1)::int AS "next" FROM "cases"`;
  if (!allocated) throw new Error('createCase: no case number');
  const number = allocated.next;

  const item = await tx.case.create({
    data: {
      number,
      header: input.header,
      status: input.status,
      priority: input.priority,
      typeId: input.typeId,
      ownerGroupId: input.ownerGroupId,
      parentCaseId: args.parentCaseId ?? null,
      createdById: user.id,
      ownerUserId: input.userAsOwner ? user.id : null,
      finishedAt: input.status === 'FINISHED' ? now : null,
      createdAt: now,
      formFields: { create: input.fields },
      relation: input.relation
        ? { create: { ...input.relation, customerNumber: input.relation.customerNumber ?? null } }
        : undefined,
    },
    select: { id: true, number: true, version: true },
  });

  const actions = [CASE_CREATED_HISTORY];
  if (input.userAsOwner) {
    // As cases.assign writes it.
    const { email } = await tx.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { email: true },
    });
    actions.push(`Tilldelat ${user.name} (${email})`);
  }
  await tx.caseHistoryEntry.createMany({
    data: actions.map((action, index) => ({
      caseId: item.id,
      action,
      userId: user.id,
      userName: user.name,
      createdAt: new Date(now.getTime() + index),
    })),
  });
  const customerNumber = input.relation?.customerNumber;
  const customer = customerNumber
    ? await tx.customer.findUnique({ where: { customerNumber }, select: { id: true } })
    : null;
  await tx.auditEntry.create({
    data: {
      userId: user.id,
      action: 'case.create',
      entityType: 'Case',
      entityId: String(number),
      customerId: customer?.id ?? null,
      details: {
        requestId: input.requestId,
        typeId: input.typeId,
        ownerGroupId: input.ownerGroupId,
        status: input.status,
        priority: input.priority,
        userAsOwner: input.userAsOwner,
        fields: input.fields.length,
        customerNumber: input.relation?.customerNumber ?? null,
      } satisfies Prisma.InputJsonObject,
    },
  });
  // The rules' tags and their 'tag.added' events, then the case's own event: events last.
  await applyAutomaticTags(tx, item.id);
  await appendEvent(tx, {
    type: 'case.changed',
    caseId: item.id,
    // `before: null`: the case did not exist, so queue streams touch only the queues it is in now
    // (see case-queues/queue-event-scope.ts).
    payload: { caseNumber: number, version: item.version, userId: user.id, created: true, before: null },
  });
  return item;
}
