import { swedishToday } from '../dates.ts';
import { createRandom, SEED } from '../random.ts';
import { seedRegisterExtras } from './addresses.ts';
import { buildCases } from './cases.ts';
import { type DemoContext, type DemoData, emptyDemoData, IdSequence, UniqueStrings } from './context.ts';
import { buildGenericCustomer, type CustomerHandle } from './customers.ts';
import { addGenericExtras } from './extras.ts';
import { DEMO_RANGES } from './fixtures.ts';
import { addHardwareStock } from './hardware-stock.ts';
import { addGenericInvoices } from './invoices.ts';
import { buildOutsideCustomers } from './outside-customers.ts';
import { buildScenarioCustomers } from './scenarios.ts';
import { settleCustomers } from './settle.ts';

export interface BuildDemoOptions {
  /** The seeding moment; dates of the demo data are relative to it. Defaults to now. */
  now?: Date;
  /** Number of main-system customers (the fixtures are the first 29). Defaults to 200. */
  customers?: number;
}

export interface BuiltDemoData {
  data: DemoData;
  customers: CustomerHandle[];
  now: Date;
  today: Date;
}

/**
 * Builds the whole demo data set in memory, without touching the database. The same `now` gives exactly the
 * same data: every value comes from one seeded generator, in a fixed order.
 */
export function buildDemoData(options: BuildDemoOptions = {}): BuiltDemoData {
  const now = options.now ?? new Date();
  const ctx: DemoContext = {
    rng: createRandom(`${SEED}:demo`),
    now,
    today: swedishToday(now),
    data: emptyDemoData(),
    ids: new IdSequence(),
    unique: new UniqueStrings(),
  };
  const total = options.customers ?? DEMO_RANGES.customers[1] - DEMO_RANGES.customers[0] + 1;
  const customers = buildScenarioCustomers(ctx);
  const first = DEMO_RANGES.customers[0];
  for (let number = first + customers.length; number < first + total; number++) {
    const customer = buildGenericCustomer(ctx, number);
    addGenericInvoices(ctx, customer);
    addGenericExtras(ctx, customer);
    customers.push(customer);
  }
  seedRegisterExtras(ctx);
  buildOutsideCustomers(ctx);
  addHardwareStock(ctx);
  buildCases(ctx, customers);
  settleCustomers(ctx, customers);
  return { data: ctx.data, customers, now, today: ctx.today };
}
