import type { PrismaClient } from '@sappis/db';
import { z } from 'zod';
import { listCaseTypes } from './case-types.ts';
import { listCaseOwnerGroups } from './owner-groups.ts';

const named = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** The case catalogue's names, so a preview names the cases it opens instead of giving their codes. */
export const caseNamesOutput = z.object({ caseTypes: named, ownerGroups: named });

export async function caseNames(prisma: PrismaClient): Promise<z.infer<typeof caseNamesOutput>> {
  const [caseTypes, ownerGroups] = await Promise.all([listCaseTypes(prisma), listCaseOwnerGroups(prisma)]);
  return { caseTypes, ownerGroups };
}
