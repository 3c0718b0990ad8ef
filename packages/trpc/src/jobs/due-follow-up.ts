import type { Prisma } from '@sappis/db';

/** A row of scheduled_follow_ups whose day has come (agreements/apply-plan.ts writes them). */
export interface DueFollowUp {
  id: number;
  kind: string;
  /** ISO day. */
  runOn: string;
  agreementId: number;
  payload: Prisma.JsonValue;
  requestId: string;
  createdById: number | null;
}

/**
 * Locks the next due follow-up (runOn <= today, not done, not in `skip`) FOR UPDATE SKIP LOCKED: a follow-up
 * another transaction is running is passed over, and one it finished is no longer due when the lock is
 * granted, so each runs once whatever the number of API processes or job retries.
 */
export async function lockNextDueFollowUp(
  tx: Prisma.TransactionClient,
  today: string,
  skip: number[],
): Promise<DueFollowUp | null> {
  const [due] = await tx.$queryRaw<DueFollowUp[]>`
    SELECT id, kind, to_char("runOn", 'YYYY-MM-DD') AS "runOn", "agreementId", payload, "requestId", "createdById"
    FROM scheduled_follow_ups
    WHERE "doneAt" IS NULL AND "runOn" <= ${today}::date AND NOT (id = ANY(${skip}::int[]))
    ORDER BY "runOn", id
    LIMIT 1
    FOR UPDATE SKIP LOCKED`;
  return due ?? null;
}
