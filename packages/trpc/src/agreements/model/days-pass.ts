import type { PrismaClient } from '@sappis/db';
import { endAgreements } from '../../jobs/end-agreements.ts';
import { runDueFollowUps } from '../../jobs/run-due-follow-ups.ts';

/**
 * What the job queue runs on each day: the due follow-ups and the nightly sweep that marks ended agreements. The one
 * place the harness lets a day pass.
 */
export async function runDailyJobs(prisma: PrismaClient, today: string): Promise<void> {
  const run = await runDueFollowUps(prisma, today);
  if (run.failed.length > 0) throw new Error(`follow-ups failed on ${today}: ${JSON.stringify(run.failed)}`);
  await endAgreements(prisma, today);
}
