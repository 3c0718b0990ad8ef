import type { Prisma, PrismaClient } from '@sappis/db';
import { defaultAdaptersOf } from '../adapters/adapters.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { type DueFollowUp, lockNextDueFollowUp } from './due-follow-up.ts';
import { handOverAgreement } from './hand-over-agreement.ts';
import { moveCustomerAddress } from './move-customer-address.ts';
import { sendReturnSlip } from './send-return-slip.ts';

type FollowUpRunner = (
  tx: Prisma.TransactionClient,
  followUp: DueFollowUp,
  today: string,
  email: EmailSender,
) => Promise<void>;

/** What each kind of PlannedFollowUp does on its day (packages/shared agreements/operations/plan.ts). */
const RUNNERS: Record<string, FollowUpRunner> = {
  sendReturnSlip,
  handOverAgreement,
  moveCustomerAddress,
};

export interface FollowUpRun {
  done: number[];
  /** Follow-ups whose work failed; they stay due and are tried again at the next run. */
  failed: { id: number; error: string }[];
}

/**
 * Runs every follow-up due on `today`, each in one transaction with marking it done, so it happens exactly once
 * even with several API processes or a retried job (lockNextDueFollowUp). A failing follow-up is rolled back,
 * reported and skipped for the rest of this run.
 */
export async function runDueFollowUps(
  prisma: PrismaClient,
  today: string,
  email: EmailSender = defaultAdaptersOf(prisma).email,
): Promise<FollowUpRun> {
  const run: FollowUpRun = { done: [], failed: [] };
  const skip: number[] = [];
  for (;;) {
    let locked = null as DueFollowUp | null;
    try {
      await prisma.$transaction(async (tx) => {
        locked = await lockNextDueFollowUp(tx, today, skip);
        if (!locked) return;
        const runner = RUNNERS[locked.kind];
        if (!runner) throw new Error(`unknown follow-up kind '${locked.kind}'`);
        await tx.scheduledFollowUp.update({ where: { id: locked.id }, data: { doneAt: new Date() } });
        await runner(tx, locked, today, email);
      });
    } catch (error) {
      // Not a follow-up's own failure (e.g. the database is gone): the job fails and is retried.
      if (!locked) throw error;
      skip.push(locked.id);
      run.failed.push({ id: locked.id, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (!locked) return run;
    run.done.push(locked.id);
  }
}
