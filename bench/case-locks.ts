// Case lock benchmark (issue 3): at least 1,000 acquire+release pairs per second with 50 concurrent
// contenders and zero double holders. Each contender loops: pick a random case, acquire its lock through the
// domain function the procedure calls (one SQL statement on the node-postgres pool: upsert + event + NOTIFY
// + audit), and when it got it,
// release it. Two checkers: an in-process holder map (a second holder while one holds = double holder) and,
// afterwards, a replay of the lock events per case (locked/unlocked must alternate with the same user).
//
//   node --import tsx bench/case-locks.ts [--seconds=10] [--contenders=50] [--cases=100] [--pool=10]
// Uses DATABASE_URL's server when set (a scratch database is created and dropped), else an embedded one.

import { acquireCaseLock, releaseCaseLock } from '@sappis/trpc/case-locks/service';
import { isAppError } from '@sappis/trpc/errors';
import { createSqlPool } from '@sappis/trpc/sql-pool';
import { poolRunner } from '@sappis/trpc/sql-runner';
import { createTestUser } from '@sappis/trpc/testing/users';
import { createBenchDatabase } from './support/bench-database.ts';
import { percentile, printJson } from './support/stats.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const CONTENDERS = arg('contenders', 50);
const CASES = arg('cases', 100);
const LEASE_SECONDS = 300;

const db = await createBenchDatabase('case_locks');
// As in the API process: the lock statements on the node-postgres pool, everything else through Prisma.
const pool = createSqlPool(db.url, { max: arg('pool', 10) });
const sql = poolRunner(pool);
try {
  const { prisma } = db;
  await prisma.caseType.create({ data: { id: 120, name: 'Byte av betalsätt', category: 'Betalning' } });
  await prisma.caseOwnerGroup.create({ data: { id: 42, name: 'Kundservice' } });
  const numbers = Array.from({ length: CASES }, (_, index) => 800_001 + index);
  await prisma.case.createMany({
    data: numbers.map((number) => ({ number, header: `Bänk ${number}`, typeId: 120, ownerGroupId: 42 })),
  });
  const users = [];
  for (let index = 0; index < CONTENDERS; index += 1)
    users.push(await createTestUser(prisma, { groups: ['SAPPIS'] }));

  // Warm up the pool and the statement path.
  await acquireCaseLock(prisma, {
    caseNumber: numbers[0]!,
    userId: users[0]!.id,
    now: new Date(),
    leaseSeconds: 1,
  });
  await releaseCaseLock(prisma, { caseNumber: numbers[0]!, userId: users[0]!.id, now: new Date() });

  const holders = new Map<number, number>();
  let pairs = 0;
  let refused = 0;
  let doubleHolders = 0;
  const pairMs: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();

  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < deadline) {
        const caseNumber = numbers[Math.floor(Math.random() * numbers.length)]!;
        const begin = performance.now();
        try {
          await acquireCaseLock(prisma, {
            caseNumber,
            userId: user.id,
            now: new Date(),
            leaseSeconds: LEASE_SECONDS,
            sql,
          });
        } catch (error) {
          if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
          refused += 1;
          continue;
        }
        if (holders.has(caseNumber)) doubleHolders += 1;
        holders.set(caseNumber, user.id);
        // No longer a holder from here on: the map is cleared before the release commits.
        holders.delete(caseNumber);
        await releaseCaseLock(prisma, { caseNumber, userId: user.id, now: new Date(), sql });
        pairs += 1;
        pairMs.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Replay: per case, locked(U) and unlocked(U) alternate.
  const events = await prisma.event.findMany({
    where: { type: { in: ['case.locked', 'case.unlocked'] } },
    orderBy: { id: 'asc' },
    select: { type: true, payload: true },
  });
  const replayHolder = new Map<number, number>();
  let replayViolations = 0;
  for (const event of events) {
    const payload = event.payload as { caseNumber: number; userId: number };
    const current = replayHolder.get(payload.caseNumber);
    if (event.type === 'case.locked') {
      if (current !== undefined) replayViolations += 1;
      replayHolder.set(payload.caseNumber, payload.userId);
    } else {
      if (current !== payload.userId) replayViolations += 1;
      replayHolder.delete(payload.caseNumber);
    }
  }
  const leftover = await prisma.caseLock.count();

  printJson({
    benchmark: 'case-locks',
    contenders: CONTENDERS,
    cases: CASES,
    seconds: Math.round(elapsed * 10) / 10,
    pairs,
    pairsPerSecond: Math.round(pairs / elapsed),
    refusedAcquires: refused,
    pairMsP50: percentile(pairMs, 50),
    pairMsP99: percentile(pairMs, 99),
    doubleHolders,
    replayedEvents: events.length,
    replayViolations,
    locksLeft: leftover,
    target: '>= 1000 pairs/s, 0 double holders',
    ok: pairs / elapsed >= 1000 && doubleHolders === 0 && replayViolations === 0 && leftover === 0,
  });
} finally {
  await pool.end();
  await db.drop();
}
