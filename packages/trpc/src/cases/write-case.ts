import type { Case, Prisma, PrismaClient } from '@sappis/db';
import { lockCase, lockedEvent } from '../case-locks/service.ts';
import { AppError } from '../errors.ts';
import { appendEvent, type NewEvent } from '../events/append-event.ts';

export const STALE_VERSION_MESSAGE = 'Ärendet har ändrats av någon annan, ladda om sidan och försök igen';
export const NO_CHANGES_MESSAGE = 'Inga ändringar att spara';

/** The fields of a case that queue filters read (tags aside: they change through their own events). */
function caseQueueFactsOf(item: Case) {
  return {
    status: item.status,
    priority: item.priority,
    typeId: item.typeId,
    ownerGroupId: item.ownerGroupId,
  };
}

export interface CaseWriter {
  id: number;
  /** First and last name, as the history's 'Användare' shows it. */
  name: string;
}

export interface CaseWriteArgs {
  caseNumber: number;
  /** The version the client saw. */
  version: number;
  user: CaseWriter;
  now: Date;
  leaseSeconds: number;
  /** Audit action, e.g. 'case.update'. */
  action: string;
}

/** What a case-changing domain function takes besides its own arguments (writeCase's, without the action). */
export type CaseWriteRequest = Omit<CaseWriteArgs, 'action'>;

/**
 * Queues an event of the change (e.g. 'tag.added') to be appended after the 'case.changed' event, as the
 * transaction's last statements (appendEvent must come last).
 */
export type EmitCaseEvent = (event: NewEvent) => void;

/**
 * The one way a case changes, in ONE transaction: takes (or renews) the writer's lock — refused with CONFLICT
 * and 'Ärendet är låst av: {email}' when someone else holds it — then checks and bumps the version (a stale
 * one is refused with CONFLICT), applies `change` (which returns the history texts; none means nothing
 * changed, refused), and appends the history entries, the audit row and the 'case.changed' event, then the
 * events `change` emitted. Any refusal rolls everything back, the lock included. `lockTaken`: the write took
 * the lock (the writer did not hold it before).
 */
export async function writeCase(
  prisma: PrismaClient,
  args: CaseWriteArgs,
  change: (tx: Prisma.TransactionClient, current: Case, emit: EmitCaseEvent) => Promise<string[]>,
): Promise<{ version: number; lockTaken: boolean }> {
  return prisma.$transaction(async (tx) => {
    const emitted: NewEvent[] = [];
    const locked = await lockCase(tx, {
      caseNumber: args.caseNumber,
      userId: args.user.id,
      now: args.now,
      leaseSeconds: args.leaseSeconds,
      announce: false,
    });
    const { caseId } = locked;
    const bumped = await tx.case.updateMany({
      where: { id: caseId, version: args.version },
      data: { version: { increment: 1 } },
    });
    if (bumped.count === 0) throw new AppError('CONFLICT', STALE_VERSION_MESSAGE);
    const current = await tx.case.findUniqueOrThrow({ where: { id: caseId } });
    const before = caseQueueFactsOf(current);
    const actions = await change(tx, current, (event) => emitted.push(event));
    if (actions.length === 0) throw new AppError('BAD_REQUEST', NO_CHANGES_MESSAGE);
    await tx.caseHistoryEntry.createMany({
      data: actions.map((action, index) => ({
        caseId,
        action,
        userId: args.user.id,
        userName: args.user.name,
        createdAt: new Date(args.now.getTime() + index),
      })),
    });
    await tx.auditEntry.create({
      data: {
        userId: args.user.id,
        action: args.action,
        entityType: 'Case',
        entityId: String(args.caseNumber),
        details: { version: current.version, changes: actions },
      },
    });
    // Events last: appendEvent serializes appends from here to commit.
    if (locked.fresh) await appendEvent(tx, lockedEvent(args.caseNumber, locked));
    await appendEvent(tx, {
      type: 'case.changed',
      caseId,
      // `before`: what queue filters look at, as it was, so queue streams touch only the queues the case
      // was in or is in now (see case-queues/queue-event-scope.ts).
      payload: { caseNumber: args.caseNumber, version: current.version, userId: args.user.id, before },
    });
    for (const event of emitted) await appendEvent(tx, event);
    return { version: current.version, lockTaken: locked.fresh };
  });
}
