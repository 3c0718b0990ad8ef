import { z } from 'zod';
import { calendarDay, dbId, pageSize, plainText } from '../input/safe-input.ts';
import { HISTORY_KINDS, type HistoryKind } from './history-actions.ts';

export const HISTORY_PAGE_SIZE = 50;

export const HISTORY_TEXTS = {
  invalidCustomer: 'Ogiltigt kundnummer',
  invalidDay: 'Ogiltigt datum',
  invalidCursor: 'Ogiltig position i historiken',
} as const;

const kinds = Object.keys(HISTORY_KINDS) as [HistoryKind, ...HistoryKind[]];

/** What the customer's history is narrowed to; absent: everything. Days are Stockholm's, both inclusive. */
export const historyFilterSchema = z.object({
  kind: z.enum(kinds).nullish(),
  agreementNumber: dbId().nullish(),
  userId: dbId().nullish(),
  fromDay: calendarDay(HISTORY_TEXTS.invalidDay).nullish(),
  untilDay: calendarDay(HISTORY_TEXTS.invalidDay).nullish(),
});

export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** One page of a customer's history, newest first; `cursor` is the last entry's id of the page before. */
export const historyListInput = z.object({
  customerNumber: dbId(HISTORY_TEXTS.invalidCustomer),
  filter: historyFilterSchema.default({}),
  cursor: plainText(20, HISTORY_TEXTS.invalidCursor).regex(/^\d+$/, HISTORY_TEXTS.invalidCursor).nullish(),
  limit: pageSize(100).default(HISTORY_PAGE_SIZE),
});
