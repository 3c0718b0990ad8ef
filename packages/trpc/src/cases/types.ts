import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listCaseTypes } from './case-types.ts';

export const caseTypesOutput = z.array(
  z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
);

/** The case types a case can be changed to (the case page's 'Typ'). */
export const types = requireGroups(...groupsFor('case'))
  .output(caseTypesOutput)
  .query(({ ctx }) => listCaseTypes(ctx.prisma));
