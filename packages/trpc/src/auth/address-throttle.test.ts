import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_WINDOW_MS,
  countSignInFromAddress,
  pruneAddressAttempts,
  takeBackSignInFromAddress,
} from './address-throttle.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

afterAll(async () => {
  await db?.drop();
});

let unique = 0;
const newAddress = () => {
  unique += 1;
  return `198.51.100.${unique}`;
};
/** Start of a window, and an instant inside it. */
const windowStart = new Date(Math.floor(Date.now() / ADDRESS_WINDOW_MS) * ADDRESS_WINDOW_MS);
const inWindow = fc
  .integer({ min: 0, max: ADDRESS_WINDOW_MS - 1 })
  .map((ms) => new Date(windowStart.getTime() + ms));

describe('sign-in counts per address (shared by every API process)', () => {
  it('counts concurrent sign-ins of one address and window exactly, and takes successes back, never below 0', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(inWindow, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 15 }),
        async (instants, takeBacks) => {
          const address = newAddress();
          const counts = await Promise.all(
            instants.map((now) => countSignInFromAddress(prisma, { address, now })),
          );
          expect(counts.map((count) => count.attempts).sort((a, b) => a - b)).toEqual(
            instants.map((_, i) => i + 1),
          );
          expect(new Set(counts.map((count) => count.window.endsAt.getTime()))).toEqual(
            new Set([windowStart.getTime() + ADDRESS_WINDOW_MS]),
          );
          for (let i = 0; i < takeBacks; i += 1) {
            await takeBackSignInFromAddress(prisma, { address, now: instants[0]! });
          }
          const next = await countSignInFromAddress(prisma, { address, now: instants[0]! });
          expect(next.attempts).toBe(Math.max(instants.length - takeBacks, 0) + 1);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('starts again in the next window, and housekeeping removes only ended windows', async () => {
    const address = newAddress();
    const earlier = new Date(windowStart.getTime() - 1);
    await countSignInFromAddress(prisma, { address, now: earlier });
    await countSignInFromAddress(prisma, { address, now: earlier });
    expect((await countSignInFromAddress(prisma, { address, now: windowStart })).attempts).toBe(1);

    expect(await pruneAddressAttempts(prisma, new Date(windowStart.getTime() + 1))).toBeGreaterThanOrEqual(1);
    const left = await prisma.loginAddressAttempts.findMany({ where: { address } });
    expect(left.map((row) => row.windowStartedAt)).toEqual([windowStart]);
  });
});
