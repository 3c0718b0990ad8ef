import { dbId, operationRecordSchema } from '@sappis/shared';
import { z } from 'zod';
import { resumableInput } from '../events/event-subscription.ts';

const customerNumber = dbId('Ogiltigt kundnummer');

export const authorsInput = z.object({ customerNumber });

export const onChangedInput = resumableInput.extend({ customerNumber });

const author = z.object({ id: z.number(), name: z.string() });

export const authorsOutput = z.array(author);

export const historyPageOutput = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      action: z.string(),
      user: author.nullable(),
      agreementNumber: z.number().nullable(),
      caseNumber: z.number().nullable(),
      row: z.object({ id: z.number(), productName: z.string() }).nullable(),
      record: operationRecordSchema.nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
