import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { createTestContext } from '../testing/context.ts';
import { createTestUser } from '../testing/users.ts';
import {
  ADDRESS_WINDOW_MS,
  countSignInFromAddress,
  pruneAddressAttempts,
  takeBackSignInFromAddress,
} from './address-throttle.ts';
import {
  LOGIN_WINDOW_MINUTES,
  pruneLoginAttempts,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from './login-throttle.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

afterAll(async () => {
  await db?.drop();
});

const MINUTE = 60_000;
const WRONG = { code: 'UNAUTHORIZED', message: 'Fel användarnamn eller lösenord' };
const THROTTLED = { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE };

/** Signs in at the time `at` (default: now); resolves with the error code, or 'OK'. */
async function attempt(username: string, password: string, at = new Date()): Promise<string> {
  const caller = createCaller(createTestContext(prisma, { token: null }, { now: () => at }));
  try {
    await caller.auth.login({ username, password });
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('sign-in throttling per username', () => {
  it('cuts off 50 wrong passwords after 5 and refuses the right one while locked', async () => {
    const user = await createTestUser(prisma);
    const results: string[] = [];
    for (let i = 0; i < 50; i += 1) results.push(await attempt(user.username, `fel-${i}`));
    expect(results.slice(0, 5)).toEqual(Array(5).fill('UNAUTHORIZED'));
    expect(results.slice(5)).toEqual(Array(45).fill('TOO_MANY_REQUESTS'));

    const caller = createCaller(createTestContext(prisma));
    await expect(
      caller.auth.login({ username: user.username, password: user.password }),
    ).rejects.toMatchObject(THROTTLED);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('lets concurrent guesses through only up to the limit', async () => {
    const user = await createTestUser(prisma);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.username, `fel-${i}`)),
    );
    expect(results.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(results.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
  });

  it('answers an unknown username exactly like a known one', async () => {
    const caller = createCaller(createTestContext(prisma));
    for (let i = 0; i < 5; i += 1) {
      await expect(caller.auth.login({ username: 'finns-inte-alls', password: 'x' })).rejects.toMatchObject(
        WRONG,
      );
    }
    await expect(caller.auth.login({ username: 'finns-inte-alls', password: 'x' })).rejects.toMatchObject(
      THROTTLED,
    );
  });

  it('opens again once the window has passed', async () => {
    const user = await createTestUser(prisma);
    const start = new Date();
    for (let i = 0; i < 6; i += 1) await attempt(user.username, 'fel', start);
    const justBefore = new Date(start.getTime() + LOGIN_WINDOW_MINUTES * MINUTE - 1_000);
    expect(await attempt(user.username, user.password, justBefore)).toBe('TOO_MANY_REQUESTS');
    const after = new Date(start.getTime() + LOGIN_WINDOW_MINUTES * MINUTE + 1_000);
    expect(await attempt(user.username, user.password, after)).toBe('OK');
  });

  it('starts counting anew after a successful sign-in', async () => {
    const user = await createTestUser(prisma);
    for (let i = 0; i < 4; i += 1) expect(await attempt(user.username, 'fel')).toBe('UNAUTHORIZED');
    expect(await attempt(user.username, user.password)).toBe('OK');
    expect(await prisma.loginAttempts.findUnique({ where: { username: user.username } })).toBeNull();
    for (let i = 0; i < 5; i += 1) expect(await attempt(user.username, 'fel')).toBe('UNAUTHORIZED');
    expect(await attempt(user.username, 'fel')).toBe('TOO_MANY_REQUESTS');
  });

  it('is counted apart for each username', async () => {
    const [locked, other] = await Promise.all([createTestUser(prisma), createTestUser(prisma)]);
    for (let i = 0; i < 6; i += 1) await attempt(locked.username, 'fel');
    expect(await attempt(other.username, other.password)).toBe('OK');
  });
});

describe('pruneLoginAttempts', () => {
  it('removes the counts of ended windows only', async () => {
    const now = new Date();
    await prisma.loginAttempts.createMany({
      data: [
        { username: 'prune-old', attempts: 3, windowStartedAt: new Date(now.getTime() - 16 * MINUTE) },
        { username: 'prune-new', attempts: 3, windowStartedAt: new Date(now.getTime() - 14 * MINUTE) },
      ],
    });
    expect(await pruneLoginAttempts(prisma, now)).toBeGreaterThanOrEqual(1);
    const left = await prisma.loginAttempts.findMany({ where: { username: { startsWith: 'prune-' } } });
    expect(left.map((row) => row.username)).toEqual(['prune-new']);
  });
});

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
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
