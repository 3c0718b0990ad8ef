import type { Prisma } from '@sappis/db';
import { appendMailboxEvent, lockMailbox } from './user-mailbox.ts';

/** The sender shown on messages the system writes. */
export const SYSTEM_SENDER = 'Sappis';

export interface NewMessage {
  /** The recipient. */
  userId: number;
  caseId: number | null;
  caseNumber: number | null;
  message: string;
  senderId?: number | null;
  senderName?: string;
}

/**
 * Writes a message to a user inside the caller's transaction, with its 'message.created' event.
 * Other areas call it: a case assigned to you, your lock taken over, a customer reply in a watched queue.
 */
export async function sendSystemMessage(tx: Prisma.TransactionClient, message: NewMessage): Promise<number> {
  await lockMailbox(tx);
  const row = await tx.userMessage.create({
    data: {
      userId: message.userId,
      caseId: message.caseId,
      caseNumber: message.caseNumber,
      message: message.message,
      senderId: message.senderId ?? null,
      senderName: message.senderName ?? SYSTEM_SENDER,
    },
    select: { id: true },
  });
  await appendMailboxEvent(tx, message.userId, {
    type: 'message.created',
    messageId: row.id,
    caseNumber: message.caseNumber,
  });
  return row.id;
}
