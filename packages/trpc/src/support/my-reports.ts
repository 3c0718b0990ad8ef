import { CASE_PRIORITY_KEYS, CASE_STATUS_KEYS, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listMySupportReports } from './support-service.ts';

const reportOutput = z.object({
  caseNumber: z.number().int(),
  header: z.string(),
  status: z.enum(CASE_STATUS_KEYS),
  priority: z.enum(CASE_PRIORITY_KEYS),
  area: z.string().nullable(),
  ownerGroup: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** 'Mina felanmälningar': the signed-in user's own support reports and their cases' status. */
export const myReports = requireGroups(...groupsFor('support'))
  .input(z.object({}).optional())
  .output(z.array(reportOutput))
  .query(({ ctx }) => listMySupportReports(ctx.prisma, { userId: ctx.user.id }));
