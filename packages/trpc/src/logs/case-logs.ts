import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';

const CASE_LOGS_SHOWN = 200;

export const caseLogEntry = z.object({
  id: z.number().int(),
  caseNumber: z.number().int(),
  caseHeader: z.string(),
  createdAt: z.iso.datetime(),
  userName: z.string(),
  /** Plain text: the web shows it as text. */
  message: z.string(),
  auto: z.boolean(),
});

/** The logs of the customer's cases (the separate call of 'Log information'), newest first. */
export const caseLogs = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(caseLogEntry))
  .query(async ({ ctx, input }) => {
    const logs = await ctx.prisma.caseLog.findMany({
      where: { case: { relation: { customerNumber: input.customerNumber } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: CASE_LOGS_SHOWN,
      include: { case: { select: { number: true, header: true } } },
    });
    return logs.map((log) => ({
      id: log.id,
      caseNumber: log.case.number,
      caseHeader: log.case.header,
      createdAt: log.createdAt.toISOString(),
      userName: log.userName,
      message: log.message,
      auto: log.auto,
    }));
  });
