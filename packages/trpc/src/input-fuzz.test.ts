import { ALL_GROUPS } from '@sappis/shared';
import { propertyRuns } from '@sappis/shared/testing/property-runs';
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, appErrorFromPrisma } from './errors.ts';
import { createCaller } from './index.ts';
import { type CookieJar, createTestContext } from './testing/context.ts';
import { createTestCase, createTestCustomer } from './testing/fixtures.ts';
import { hostileArbitrary, inputJsonSchema, plausibleArbitrary } from './testing/input-arbitraries.ts';
import { useLiveDatabase } from './testing/live-database.ts';
import { type AppProcedure, appProcedures, callAt, subscriptionIterator } from './testing/procedures.ts';
import { createTestUser } from './testing/users.ts';

const env = useLiveDatabase();

/**
 * Every procedure, called as a user with every group with inputs generated from its input schema: hostile
 * ones (int4 and safe-integer limits, huge pages, NUL, lone surrogates, 100 kB texts, wrong types, extra
 * keys) and plausible ones. No call may end in INTERNAL_SERVER_ERROR, and a refused call writes nothing.
 */

// Per procedure, seeded by its path. On CI about 260 procedures × 20 inputs (SAPPIS_LONG_TESTS=1: × 130).
const HOSTILE_RUNS = propertyRuns(15, 100);
const PLAUSIBLE_RUNS = propertyRuns(5, 30);
/** How long a subscription is read before it is ended (its first replay or lookup happens by then). */
const SUBSCRIPTION_READ_MS = 30;

/**
 * Tables a refused call may still write: the caller's own session (its idle timeout slides on use) and the
 * sign-in attempt counts (a refused sign-in is counted on purpose: that is the throttle).
 */
const TABLES_NOT_WATCHED = ['sessions', 'login_attempts'];

let username: string;

beforeAll(async () => {
  // A little real data, so plausible ids sometimes find rows (1 is what the generators try first).
  const { customer } = await createTestCustomer(env.db.prisma);
  await createTestCase(env.db.prisma, { customerNumber: customer.customerNumber });
  ({ username } = await createTestUser(env.db.prisma, {
    username: 'fuzz-all-groups',
    groups: [...ALL_GROUPS],
  }));
  await watchWrites();
});

/**
 * Counts committed row changes in this test database: a row trigger on every table appends to a log
 * table in the writing transaction, so a rolled-back write leaves nothing and an insert, update or delete
 * that commits adds a row (inserts into the log never block each other).
 */
async function watchWrites(): Promise<void> {
  await env.db.prisma.$executeRawUnsafe('create table fuzz_writes (table_name text not null)');
  await env.db.prisma.$executeRawUnsafe(`
    create function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes values (tg_table_name);
      return null;
    end $$`);
  const tables = await env.db.prisma.$queryRaw<{ name: string }[]>`
    select quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema() and tablename <> all(${[...TABLES_NOT_WATCHED, 'fuzz_writes']})`;
  for (const { name } of tables) {
    await env.db.prisma.$executeRawUnsafe(
      `create trigger fuzz_log_write after insert or update or delete on ${name} for each row execute function fuzz_log_write()`,
    );
  }
}

async function writeCount(): Promise<number> {
  const [row] = await env.db.prisma.$queryRaw<
    { count: number }[]
  >`select count(*)::int as count from fuzz_writes`;
  return row!.count;
}

/** A signed-in session of the all-groups user; each call gets its own caller (and abort signal) on it. */
async function signIn(): Promise<CookieJar> {
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(env.db.prisma, jar)).auth.login({ username, password: 'losenord' });
  return jar;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code a client would see: a TRPCError's, an AppError's or mapped database error's, else a 500. */
function codeOf(error: unknown): string {
  if (error instanceof TRPCError) return error.code;
  if (error instanceof AppError) return error.code;
  return appErrorFromPrisma(error)?.code ?? 'INTERNAL_SERVER_ERROR';
}

/** Calls once; a subscription is read briefly (its lookups run on the first read) and then ended. */
async function outcome(
  jar: CookieJar,
  procedure: AppProcedure,
  input: unknown,
): Promise<{ code: string; error?: unknown }> {
  const controller = new AbortController();
  const caller = createCaller(createTestContext(env.db.prisma, jar, { events: env.hub }), {
    signal: controller.signal,
  });
  try {
    const iterator = subscriptionIterator(await callAt(caller, procedure.path, input));
    if (iterator) {
      const first = iterator.next();
      await Promise.race([first, wait(SUBSCRIPTION_READ_MS)]);
      controller.abort();
      await Promise.race([first, wait(200)]);
    }
    return { code: 'OK' };
  } catch (error) {
    return { code: codeOf(error), error };
  } finally {
    controller.abort();
  }
}

const seedOf = (path: string) => [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

const show = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}…(${v.length})` : v,
  );

describe('input fuzz', () => {
  it('its write detector sees a committed insert, update and delete, and not a rolled-back one', async () => {
    const start = await writeCount();
    // A tag, not a group: renaming a group also appends an event (migration session_cache_events).
    const tag = await env.db.prisma.tag.create({ data: { name: 'FUZZ-DETECTOR' } });
    await env.db.prisma.tag.update({ where: { id: tag.id }, data: { name: 'FUZZ-DETECTOR-2' } });
    await env.db.prisma.tag.delete({ where: { id: tag.id } });
    expect(await writeCount()).toBe(start + 3);
    await expect(
      env.db.prisma.$transaction(async (tx) => {
        await tx.tag.create({ data: { name: 'FUZZ-ROLLED-BACK' } });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await writeCount()).toBe(start + 3);
  });

  for (const procedure of appProcedures()) {
    it(`${procedure.path}: no 500 and no write when refused`, async () => {
      const schema = procedure.input;
      const seed = seedOf(procedure.path);
      // Without an input schema the input is ignored: a few calls suffice.
      const inputs = schema
        ? [
            ...fc.sample(hostileArbitrary(inputJsonSchema(schema)), { numRuns: HOSTILE_RUNS, seed }),
            ...fc.sample(plausibleArbitrary(inputJsonSchema(schema)), { numRuns: PLAUSIBLE_RUNS, seed }),
          ]
        : [undefined, { extra: 'a\u0000' }];
      const schemaValid = inputs.filter((input) => !schema || schema.safeParse(input).success);
      const schemaInvalid = inputs.filter((input) => !schemaValid.includes(input));
      const jar = await signIn();
      const failures: string[] = [];

      // Inputs the schema refuses (all at once): a 400 each, and nothing written by any of them.
      const before = await writeCount();
      const refused = await Promise.all(schemaInvalid.map((input) => outcome(jar, procedure, input)));
      refused.forEach(({ code, error }, index) => {
        if (code !== 'BAD_REQUEST')
          failures.push(`${code} for ${show(schemaInvalid[index])}: ${String(error)}`);
      });
      if ((await writeCount()) !== before) failures.push('a call the schema refused wrote to the database');

      // Inputs that pass the schema reach the domain code (one at a time): never a 500, and a refusal
      // writes nothing.
      for (const input of schemaValid) {
        const previous = await writeCount();
        const { code, error } = await outcome(jar, procedure, input);
        if (code === 'INTERNAL_SERVER_ERROR') failures.push(`500 for ${show(input)}: ${String(error)}`);
        else if (code !== 'OK' && (await writeCount()) !== previous) {
          failures.push(`${code} but wrote, for ${show(input)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
