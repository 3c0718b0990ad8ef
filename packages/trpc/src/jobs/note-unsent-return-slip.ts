import type { Prisma } from '@sappis/db';
import { CASE_STATUSES, caseStatusName, DEFAULT_PRODUCT_NAME, RETURN_CASE_TEXTS } from '@sappis/shared';
import type { NewEvent } from '../events/append-event.ts';
import { SYSTEM_ACTOR } from './follow-up-actor.ts';

const finished = new Set<string>(
  CASE_STATUSES.filter((status) => status.finished).map((status) => status.key),
);

/**
 * The return slip could not be e-mailed on its day: each of the return's open cases becomes a task again. It gets
 * an automatic log entry saying the slip was not sent (and its fee not charged) and that it must be sent some
 * other way, goes back to 'Ej påbörjad' in its group's queue, and its version moves on. A finished case only gets
 * the log entry. Answers the 'case.changed' events, which the caller appends last.
 */
export async function noteUnsentReturnSlip(
  tx: Prisma.TransactionClient,
  args: { caseNumbers: number[]; charged: boolean },
): Promise<NewEvent[]> {
  const cases = await tx.case.findMany({
    where: { number: { in: args.caseNumbers } },
    orderBy: { id: 'asc' },
  });
  const message = RETURN_CASE_TEXTS.slipNotSentLog(args.charged);
  const events: NewEvent[] = [];
  for (const item of cases) {
    const reopen = !finished.has(item.status) && item.status !== 'NOT_STARTED';
    await tx.case.update({
      where: { id: item.id },
      data: { version: { increment: 1 }, ...(reopen ? { status: 'NOT_STARTED' } : {}) },
    });
    await tx.caseLog.create({
      data: { caseId: item.id, userName: SYSTEM_ACTOR.name, message, auto: true },
    });
    const actions = [
      'Fraktsedeln skickades inte',
      ...(reopen ? [`Status ändrad till ${caseStatusName('NOT_STARTED', DEFAULT_PRODUCT_NAME)}`] : []),
    ];
    await tx.caseHistoryEntry.createMany({
      data: actions.map((action) => ({ caseId: item.id, action, userId: null, userName: SYSTEM_ACTOR.name })),
    });
    events.push({
      type: 'case.changed',
      caseId: item.id,
      payload: {
        caseNumber: item.number,
        version: item.version,
        userId: null,
        before: {
          status: item.status,
          priority: item.priority,
          typeId: item.typeId,
          ownerGroupId: item.ownerGroupId,
        },
      },
    });
  }
  return events;
}
