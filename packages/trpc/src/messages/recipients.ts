import { groupNames, groupsFor, plainText } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { findRecipients } from './service.ts';

export const recipientsInput = z.object({ query: plainText(100).default('') });

export const recipientsOutput = z.array(
  z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
);

/** Colleagues to write to (the 'Skriv meddelande' form): up to 20 matching on name or e-mail. */
export const recipients = requireGroups(...groupsFor('case'))
  .input(recipientsInput)
  .output(recipientsOutput)
  .query(({ ctx, input }) =>
    findRecipients(ctx.prisma, {
      query: input.query,
      caseGroups: groupNames(groupsFor('case'), ctx.productName),
      limit: 20,
    }),
  );
