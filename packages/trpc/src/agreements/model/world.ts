import type { PrismaClient } from '@sappis/db';
import { DEMO_FIXTURES, seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { HIDDEN_CHANNEL, isoDay, type OperationHandler, operationHandlerOf } from '@sappis/shared';
import { createCaller } from '../../index.ts';
import { type CookieJar, createTestContext } from '../../testing/context.ts';
import { createTestUser } from '../../testing/users.ts';
import { Clock } from './clock.ts';

/** The demo seed's moment: every sequence's clock starts on its day. */
export const SEED_NOW = new Date('2026-11-27T09:00:00Z');

/** Sessions that outlive any sequence's clock (it runs months ahead, and back again for the next sequence). */
const LONG_SESSIONS = { idleMinutes: 60 * 24 * 365 * 20, absoluteHours: 24 * 365 * 20 };

export type Caller = ReturnType<typeof createCaller>;

/** A signed-in user: the caller acting as them and the handler their forms plan with. */
export interface Actor {
  caller: Caller;
  handler: OperationHandler;
}

/** A package product's channel rules: how many channels may be chosen, and which products are its channels. */
export interface ChannelRule {
  limit: number;
  channels: Set<string>;
}

/**
 * One database filled by the demo seed, shared by the sequences of a test file: an agent (SAPPIS) and an admin
 * (SAPPIS, ADMIN) acting on the clock of the sequence that runs, the demo's running agreements to copy from, and
 * the channel packages' rules.
 */
export interface World {
  db: TestDatabase;
  prisma: PrismaClient;
  clock: Clock;
  agent: Actor;
  admin: Actor;
  /** Ids of the demo's agreements that are not ended and have rows; a sequence works on a copy of one. */
  sources: number[];
  channelRules: Map<string, ChannelRule>;
  /**
   * Address ids a move may go to (the form's address search): the demo's move target (two networks) first, then
   * the first addresses under each main agreement.
   */
  moveAddresses: string[];
  /** Customer numbers an assignment may go to: the demo's customers not merged into another. */
  receivers: number[];
}

async function signIn(prisma: PrismaClient, clock: Clock, groups: string[]): Promise<Actor> {
  const user = await createTestUser(prisma, { groups });
  const jar: CookieJar = { token: null };
  const options = { now: () => clock.now(), sessionSettings: LONG_SESSIONS };
  await createCaller(createTestContext(prisma, jar, options)).auth.login({
    username: user.username,
    password: user.password,
  });
  return {
    caller: createCaller(createTestContext(prisma, jar, options)),
    handler: operationHandlerOf({ ...user, groups }),
  };
}

async function channelRules(prisma: PrismaClient): Promise<Map<string, ChannelRule>> {
  const packages = await prisma.product.findMany({
    where: { selectableChannelCount: { not: null } },
    select: {
      productNumber: true,
      selectableChannelCount: true,
      packageChannels: { select: { channel: { select: { productNumber: true } } } },
    },
  });
  return new Map(
    packages.map((product) => [
      product.productNumber,
      {
        limit: product.selectableChannelCount ?? 0,
        channels: new Set(
          product.packageChannels
            .map(({ channel }) => channel.productNumber)
            .filter((number) => number !== HIDDEN_CHANNEL),
        ),
      },
    ]),
  );
}

/** Addresses under each main agreement kept for moves (so every network and transmission is met). */
const ADDRESSES_PER_MAIN_AGREEMENT = 3;

async function moveAddresses(prisma: PrismaClient): Promise<string[]> {
  const mainAgreements = await prisma.mainAgreement.findMany({
    select: { accesses: { select: { addressId: true }, orderBy: { addressId: 'asc' } } },
    orderBy: { number: 'asc' },
  });
  const under = mainAgreements.flatMap(({ accesses }) =>
    accesses.slice(0, ADDRESSES_PER_MAIN_AGREEMENT).map((access) => access.addressId),
  );
  return [...new Set([DEMO_FIXTURES.addresses.moveTarget, ...under])];
}

async function receivers(prisma: PrismaClient): Promise<number[]> {
  const customers = await prisma.customer.findMany({
    where: { mergedIntoCustomerNumber: null },
    select: { customerNumber: true },
    orderBy: { customerNumber: 'asc' },
  });
  return customers.map((customer) => customer.customerNumber);
}

export async function createWorld(): Promise<World> {
  const db = await createTestDatabase();
  const { prisma } = db;
  await seedDemo(prisma, { hashPassword: async (password) => `model$${password}`, now: SEED_NOW });
  const clock = new Clock(isoDay(SEED_NOW));
  const sources = await prisma.agreement.findMany({
    where: { ended: false, rows: { some: {} } },
    select: { id: true },
    orderBy: { agreementNumber: 'asc' },
  });
  return {
    db,
    prisma,
    clock,
    agent: await signIn(prisma, clock, ['SAPPIS']),
    admin: await signIn(prisma, clock, ['SAPPIS', 'ADMIN']),
    sources: sources.map((source) => source.id),
    channelRules: await channelRules(prisma),
    moveAddresses: await moveAddresses(prisma),
    receivers: await receivers(prisma),
  };
}
