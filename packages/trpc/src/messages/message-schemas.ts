import { z } from 'zod';

/** A user message as the bell and the messages page show it: '[case number] message', time and sender. */
export const messageOutput = z.object({
  id: z.number().int(),
  caseNumber: z.number().int().nullable(),
  message: z.string(),
  sender: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type MessageOutput = z.infer<typeof messageOutput>;

/** The unread count of document 1 section 3 ('the unread count carries a count field'). */
export const unreadCountOutput = z.object({ count: z.number().int() });

/** Counts after a change, as the change's event carries them. */
export const messageCountsOutput = z.object({
  unreadCount: z.number().int(),
  total: z.number().int(),
});

export type MessageCounts = z.infer<typeof messageCountsOutput>;

export const messageSelect = {
  id: true,
  caseNumber: true,
  message: true,
  senderName: true,
  read: true,
  createdAt: true,
} as const;

export function toMessageOutput(row: {
  id: number;
  caseNumber: number | null;
  message: string;
  senderName: string;
  read: boolean;
  createdAt: Date;
}): MessageOutput {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    message: row.message,
    sender: row.senderName,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
