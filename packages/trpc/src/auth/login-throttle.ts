import type { Prisma, PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';

/**
 * Sign-in throttling per username, in Postgres so that every API process counts together. Attempts are
 * counted before the password is checked (concurrent guesses cannot all slip in), for any username,
 * existing or not, so the refusal tells nothing about the user. A successful sign-in clears the count.
 */

export const LOGIN_ATTEMPTS_PER_WINDOW = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'För många inloggningsförsök. Vänta en stund och försök igen.';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/**
 * Counts an attempt for `username`; throws TOO_MANY_REQUESTS when it is beyond the limit of the window
 * (the first attempt's time plus LOGIN_WINDOW_MINUTES), whatever the password.
 */
export async function countLoginAttempt(
  prisma: PrismaClient,
  args: { username: string; now: Date },
): Promise<void> {
  const windowOpenedAfter = new Date(args.now.getTime() - WINDOW_MS);
  const [row] = await prisma.$queryRaw<{ attempts: number }[]>`
    INSERT INTO "login_attempts" ("username", "attempts", "windowStartedAt")
    VALUES (${args.username}, 1, ${args.now}::timestamp)
    ON CONFLICT ("username") DO UPDATE SET
      "attempts" = CASE WHEN "login_attempts"."windowStartedAt" <= ${windowOpenedAfter}::timestamp
        THEN 1 ELSE "login_attempts"."attempts" + 1 END,
      "windowStartedAt" = CASE WHEN "login_attempts"."windowStartedAt" <= ${windowOpenedAfter}::timestamp
        THEN ${args.now}::timestamp ELSE "login_attempts"."windowStartedAt" END
    RETURNING "attempts"`;
  if (row && row.attempts > LOGIN_ATTEMPTS_PER_WINDOW) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
  }
}

export async function clearLoginAttempts(db: Prisma.TransactionClient, username: string): Promise<void> {
  await db.loginAttempts.deleteMany({ where: { username } });
}

/** Housekeeping: removes the counts of windows that have ended by `now`. */
export async function pruneLoginAttempts(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.loginAttempts.deleteMany({
    where: { windowStartedAt: { lte: new Date(now.getTime() - WINDOW_MS) } },
  });
  return count;
}
