import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import { EventHub } from '../events/event-hub.ts';
import type { LiveEvent } from '../events/event-types.ts';
import { createSqlPool, type SqlPool } from '../sql-pool.ts';
import { poolRunner } from '../sql-runner.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import {
  acquireCaseLock,
  expireCaseLocks,
  heartbeatCase,
  releaseCaseLock,
  takeOverCaseLock,
} from './service.ts';

/**
 * A randomized storm: clients (users, some of them queue managers) on three "API processes" (Prisma clients
 * with their own connection pools, one of them running the lock statements on a node-postgres pool) acquire, renew, release, expire and take over the locks of a few cases
 * in parallel with a short lease. Checks: the per-case event history never shows two holders, and what
 * every client was told (its answers plus the live events) matches the database at the end.
 */

const CLIENTS = 12;
const MANAGERS = 3;
const CASES = 5;
const OPS_PER_CLIENT = 30;
const LEASE_SECONDS = 0.25;

let db: TestDatabase;
const processes: PrismaClient[] = [];
let hub: EventHub;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  for (let index = 0; index < 3; index += 1) processes.push(createPrismaClient(db.url));
  pool = createSqlPool(db.url);
  hub = new EventHub({ connectionString: db.url });
  await hub.ready();
});
afterAll(async () => {
  await hub?.close();
  await pool?.end();
  await Promise.all(processes.map((prisma) => prisma.$disconnect()));
  await db?.drop();
});

type Op = 'acquire' | 'heartbeat' | 'release' | 'expire' | 'takeOver';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one client believes: the holder of each case (user id or null), from answers and events. */
class ClientView {
  readonly holders = new Map<number, number | null>();
  lastEventId = 0n;

  apply(event: LiveEvent): void {
    const caseNumber = event.payload.caseNumber as number;
    const id = BigInt(event.id);
    if (id <= this.lastEventId) return;
    this.lastEventId = id;
    if (event.type === 'case.locked' || event.type === 'case.lockTakenOver') {
      this.holders.set(caseNumber, event.payload.userId as number);
    } else if (event.type === 'case.unlocked' || event.type === 'case.lockExpired') {
      this.holders.set(caseNumber, null);
    }
  }
}

describe('case locks under a randomized concurrent storm', () => {
  it('never has two holders and every client ends up with the database state', async () => {
    const cases: Awaited<ReturnType<typeof createTestCase>>[] = [];
    for (let index = 0; index < CASES; index += 1) cases.push(await createTestCase(db.prisma));
    const users: Awaited<ReturnType<typeof createTestUser>>[] = [];
    for (let index = 0; index < CLIENTS; index += 1) users.push(await createTestUser(db.prisma));
    const managerIds = new Set(users.slice(0, MANAGERS).map((user) => user.id));
    const views = users.map(() => new ClientView());
    const unsubscribe = hub.subscribe((events) => {
      for (const event of events) for (const view of views) view.apply(event);
    });
    const counts: Record<Op | 'refused', number> = {
      acquire: 0,
      heartbeat: 0,
      release: 0,
      expire: 0,
      takeOver: 0,
      refused: 0,
    };

    await Promise.all(
      users.map(async (user, index) => {
        const prisma = processes[index % processes.length]!;
        const sql = index % processes.length === 0 ? poolRunner(pool) : undefined;
        const ops: Op[] = managerIds.has(user.id)
          ? ['acquire', 'heartbeat', 'release', 'expire', 'takeOver']
          : ['acquire', 'acquire', 'heartbeat', 'release', 'expire'];
        for (let step = 0; step < OPS_PER_CLIENT; step += 1) {
          const op = pick(ops);
          const caseNumber = pick(cases).number;
          const args = { caseNumber, userId: user.id, now: new Date(), leaseSeconds: LEASE_SECONDS, sql };
          try {
            if (op === 'acquire') await acquireCaseLock(prisma, args);
            if (op === 'heartbeat')
              await heartbeatCase(prisma, { ...args, clientId: `client-${user.id}`, editing: false });
            if (op === 'release') await releaseCaseLock(prisma, args);
            if (op === 'expire') await expireCaseLocks(prisma, new Date());
            if (op === 'takeOver') await takeOverCaseLock(prisma, { ...args, userName: 'Köchef' });
            counts[op] += 1;
          } catch (error) {
            if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
            counts.refused += 1;
          }
          await sleep(Math.random() * 8);
        }
      }),
    );

    // Quiescence: every committed event has reached the hub (and so every client).
    const newest = await db.prisma.event.aggregate({ _max: { id: true } });
    await expect.poll(() => hub.lastSeenId, { timeout: 5_000 }).toBe(String(newest._max.id ?? 0n));
    unsubscribe();

    // 1. The per-case history of lock events never shows two holders at once.
    const history = await db.prisma.event.findMany({
      where: { type: { in: ['case.locked', 'case.unlocked', 'case.lockExpired', 'case.lockTakenOver'] } },
      orderBy: { id: 'asc' },
    });
    const model = new Map<number, { userId: number; expiresAt: number } | null>();
    for (const event of history) {
      const payload = event.payload as Record<string, unknown>;
      const caseNumber = payload.caseNumber as number;
      const current = model.get(caseNumber) ?? null;
      if (event.type === 'case.locked') {
        const expiresAt = Date.parse(payload.expiresAt as string);
        const acquiredAt = expiresAt - LEASE_SECONDS * 1000;
        // Free, or the former holder's lease had ended when this one was taken.
        if (current && current.userId !== payload.userId)
          expect(current.expiresAt).toBeLessThanOrEqual(acquiredAt);
        model.set(caseNumber, { userId: payload.userId as number, expiresAt });
      } else if (event.type === 'case.lockTakenOver') {
        expect(payload.previousUserId).toBe(current?.userId);
        model.set(caseNumber, {
          userId: payload.userId as number,
          expiresAt: Date.parse(payload.expiresAt as string),
        });
      } else if (event.type === 'case.unlocked') {
        expect(payload.userId).toBe(current?.userId);
        model.set(caseNumber, null);
      } else if (event.type === 'case.lockExpired') {
        expect(payload.previousUserId).toBe(current?.userId);
        model.set(caseNumber, null);
      }
    }

    // 2. What the event history and every client say equals the database.
    const rows = await db.prisma.caseLock.findMany({
      select: { userId: true, case: { select: { number: true } } },
    });
    const actual = new Map(cases.map((item) => [item.number, null as number | null]));
    for (const row of rows) actual.set(row.case.number, row.userId);
    for (const item of cases) {
      expect(model.get(item.number)?.userId ?? null).toBe(actual.get(item.number));
      for (const view of views) expect(view.holders.get(item.number) ?? null).toBe(actual.get(item.number));
    }
    expect(counts.acquire + counts.takeOver).toBeGreaterThan(10);
    expect(counts.refused).toBeGreaterThan(0);
  });
});
