import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { getCasePage } from './case-page.ts';
import { caseNumberInput, casePageOutput } from './case-page-schemas.ts';

/** The case page: header, status, priority, form fields, relation, history, logs, tags, lock and viewers. */
export const byNumber = requireGroups(...groupsFor('case'))
  .input(z.object({ caseNumber: caseNumberInput }))
  .output(casePageOutput)
  .query(({ ctx, input }) =>
    getCasePage(ctx.prisma, {
      caseNumber: input.caseNumber,
      userId: ctx.user.id,
      now: ctx.now(),
      productName: ctx.productName,
    }),
  );
