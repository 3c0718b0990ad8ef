import type { PrismaClient } from '@sappis/db';
import { type FixedWindow, fixedWindowOf } from '@sappis/shared';
import { LOGIN_WINDOW_MINUTES } from './login-throttle.ts';

/**
 * Sign-ins per client address, counted in PostgreSQL so that every API process counts together (issue 21): one row
 * per address and fixed window (fixedWindowOf), incremented atomically before the sign-in runs and taken back
 * when it succeeds, so only failures stay counted. The limit itself is applied in the HTTP layer (apps/api).
 */

export const ADDRESS_WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export interface AddressCount {
  attempts: number;
  window: FixedWindow;
}

/** Counts one sign-in from `address` in the window of `now`; resolves with the window's count so far. */
export async function countSignInFromAddress(
  prisma: PrismaClient,
  args: { address: string; now: Date },
): Promise<AddressCount> {
  const window = fixedWindowOf(args.now, ADDRESS_WINDOW_MS);
  const [row] = await prisma.$queryRaw<{ attempts: number }[]>`
    INSERT INTO "login_address_attempts" ("address", "windowStartedAt", "attempts")
    VALUES (${args.address}, ${window.startedAt}::timestamp, 1)
    ON CONFLICT ("address", "windowStartedAt") DO UPDATE SET "attempts" = "login_address_attempts"."attempts" + 1
    RETURNING "attempts"`;
  return { attempts: row?.attempts ?? 1, window };
}

/** Takes back one sign-in from `address` in the window of `now` (it succeeded); never below zero. */
export async function takeBackSignInFromAddress(
  prisma: PrismaClient,
  args: { address: string; now: Date },
): Promise<void> {
  const window = fixedWindowOf(args.now, ADDRESS_WINDOW_MS);
  await prisma.$executeRaw`
    UPDATE "login_address_attempts" SET "attempts" = GREATEST("attempts" - 1, 0)
    WHERE "address" = ${args.address} AND "windowStartedAt" = ${window.startedAt}::timestamp`;
}

/** Forgets every count of `address`. */
export async function forgetSignInsFromAddress(prisma: PrismaClient, address: string): Promise<void> {
  await prisma.loginAddressAttempts.deleteMany({ where: { address } });
}

/** Housekeeping: removes the counts of windows that have ended by `now`. */
export async function pruneAddressAttempts(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.loginAddressAttempts.deleteMany({
    where: { windowStartedAt: { lte: new Date(now.getTime() - ADDRESS_WINDOW_MS) } },
  });
  return count;
}
