import { groupsFor, supportReportSchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { reportSupportProblem } from './support-service.ts';

/** 'Skicka felanmälan': a problem with Sappis becomes a case; a retried submit creates one case. */
export const report = requireGroups(...groupsFor('support'))
  .input(supportReportSchema)
  .output(z.object({ caseNumber: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      reportSupportProblem(tx, {
        report: input,
        reporter: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
        now: ctx.now(),
      }),
    ),
  );
