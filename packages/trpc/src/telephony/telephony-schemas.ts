import { dbId } from '@sappis/shared';
import { z } from 'zod';

export const agreementNumberInput = z.object({ agreementNumber: dbId('Ogiltigt avtalsnummer') });

export const phonePeriodsOutput = z.array(
  z.object({ journalNumber: z.string(), period: z.string(), calls: z.number().int() }),
);

export const phoneSpecificationInput = agreementNumberInput.extend({
  journalNumber: z.string().trim().min(1, 'Välj en period').max(40),
});

export const phoneSpecificationOutput = z.object({
  journalNumber: z.string(),
  period: z.string().nullable(),
  records: z.array(
    z.object({
      phoneNumber: z.string(),
      startedAt: z.iso.datetime(),
      startCost: z.number(),
      callType: z.string(),
      minutes: z.number(),
      amount: z.number(),
    }),
  ),
  sums: z.object({
    calls: z.number().int(),
    minutes: z.number(),
    startCost: z.number(),
    amount: z.number(),
  }),
});
