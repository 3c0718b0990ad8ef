import type { PrismaClient } from '@sappis/db';
import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';

export const caseOwnerGroupsOutput = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** The owner group catalogue, by name. */
export function listCaseOwnerGroups(prisma: PrismaClient) {
  return prisma.caseOwnerGroup.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

/** The owner groups a new case can be given ('Skapa ärende': 'Ägargrupp'). */
export const ownerGroups = requireGroups(...groupsFor('case'))
  .output(caseOwnerGroupsOutput)
  .query(({ ctx }) => listCaseOwnerGroups(ctx.prisma));
