import type { PrismaClient } from '@sappis/db';
import { releaseCaseLock } from '../case-locks/service.ts';
import { AppError } from '../errors.ts';
import { sendSystemMessage } from '../messages/send-system-message.ts';
import { type CaseWriteRequest, writeCase } from './write-case.ts';

export const ASSIGNEE_NOT_FOUND_MESSAGE = 'Användaren finns inte';

/** The user message to the assignee ('[case number] message' is how messages show). */
export const CASE_ASSIGNED_MESSAGE = 'Ärendet har tilldelats dig';

/**
 * `cases.assign` ('Tilldela'): makes `assigneeUserId` (an active user allowed to see cases) the case's owner
 * user, as one versioned case write (refused with CONFLICT when someone else holds the lock or the version
 * is stale): history 'Tilldelat {name} ({email})', the 'case.changed' event and a message to the assignee
 * (none when assigning to oneself). A lock the assignment itself took is let go afterwards, so the case is
 * free for the assignee.
 */
export async function assignCase(
  prisma: PrismaClient,
  args: CaseWriteRequest & {
    assigneeUserId: number;
    /** Groups whose members may own cases (those allowed to see them). */
    caseGroups: readonly string[];
  },
): Promise<{ version: number }> {
  const result = await writeCase(prisma, { ...args, action: 'case.assign' }, async (tx, current) => {
    const assignee = await tx.user.findFirst({
      where: {
        id: args.assigneeUserId,
        active: true,
        groups: { some: { group: { name: { in: [...args.caseGroups] } } } },
      },
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    if (!assignee) {
      throw new AppError('NOT_FOUND', ASSIGNEE_NOT_FOUND_MESSAGE, {
        fieldErrors: { assigneeUserId: [ASSIGNEE_NOT_FOUND_MESSAGE] },
      });
    }
    if (current.ownerUserId === assignee.id) return [];
    await tx.case.update({ where: { id: current.id }, data: { ownerUserId: assignee.id } });
    if (assignee.id !== args.user.id) {
      await sendSystemMessage(tx, {
        userId: assignee.id,
        caseId: current.id,
        caseNumber: current.number,
        message: CASE_ASSIGNED_MESSAGE,
        senderId: args.user.id,
        senderName: args.user.name,
      });
    }
    const name = `${assignee.firstName} ${assignee.lastName}`.trim();
    return [`Tilldelat ${name} (${assignee.email})`];
  });
  if (result.lockTaken) {
    await releaseCaseLock(prisma, { caseNumber: args.caseNumber, userId: args.user.id, now: args.now });
  }
  return { version: result.version };
}
