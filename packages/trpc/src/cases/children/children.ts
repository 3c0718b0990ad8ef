import { CASE_STATUS_KEYS, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../../trpc.ts';
import { caseNumberInput } from '../case-page-schemas.ts';
import { listChildCases } from './child-cases.ts';

export const childCasesOutput = z.object({
  total: z.number().int(),
  children: z.array(
    z.object({
      number: z.number().int(),
      header: z.string(),
      status: z.object({ key: z.enum(CASE_STATUS_KEYS), name: z.string() }),
      type: z.string(),
      ownerGroup: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/** 'Underärenden' of a case (document 3 panel 17): at most 500 shown, with the total. */
export const children = requireGroups(...groupsFor('case'))
  .input(z.object({ caseNumber: caseNumberInput }))
  .output(childCasesOutput)
  .query(({ ctx, input }) =>
    listChildCases(ctx.prisma, { caseNumber: input.caseNumber, productName: ctx.productName }),
  );
