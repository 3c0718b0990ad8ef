import type { Prisma, PrismaClient } from '@prisma/client';
import { DEFAULT_PRODUCT_NAME, groupNames } from '@sappis/shared';
import { BulkInserter } from './bulk-insert.ts';
import { addMonths } from './dates.ts';
import { addressImportTaskRows } from './demo/address-manager.ts';
import { arcadeScoreRows } from './demo/arcade.ts';
import { type BuildDemoOptions, buildDemoData } from './demo/build.ts';
import { campaignRows } from './demo/campaigns.ts';
import { CASE_QUEUES } from './demo/case-queues.ts';
import { insertCommerceDemo } from './demo/commerce.ts';
import { insertContentPagesDemo } from './demo/content-pages.ts';
import type { DemoData } from './demo/context.ts';
import { historyEntryRows } from './demo/history.ts';
import { mainAgreementFileRows, mainAgreementRows, memoRows } from './demo/main-agreements.ts';
import { announcementRows, disruptionRows, SHORT_LINKS } from './demo/operations.ts';
import { provisioningOrderRows } from './demo/provisioning.ts';
import { RESELLERS, STOCK_BALANCES } from './demo/sales.ts';
import { SUGGESTIONS } from './demo/suggestions.ts';
import { insertTimeReportDemo } from './demo/time-report.ts';
import { DEMO_USERS } from './demo/users.ts';
import { groupId } from './reference/operations.ts';
import { insertReferenceCatalogue } from './reference-catalogue.ts';
import { lockSeeding } from './seed-lock.ts';
import { RESET_SEQUENCES_SQL } from './sequences.ts';
import { type SeedTiming, Stopwatch } from './timings.ts';

export interface SeedDemoOptions extends BuildDemoOptions {
  /** Password hashing of the application (injected: the seed must not depend on the API packages). */
  hashPassword: (password: string) => Promise<string>;
  /** The brand name (setting PRODUCT_NAME): it names the groups '{product}_IT' and '{product}_TEKNIK'. Default 'Sappa'. */
  productName?: string;
}

export interface SeedDemoResult {
  /** False when the database already had users or customers and nothing was written. */
  seeded: boolean;
  /** The demo users and their passwords, for the start-up printout. */
  users: Array<{ username: string; password: string; groups: string[] }>;
  timings: SeedTiming[];
  totalMs: number;
}

type Db = Pick<PrismaClient, 'user' | 'customer'> | Prisma.TransactionClient;

/** True when the database has neither users nor customers (a fresh, migrated database). */
export async function isDatabaseEmpty(prisma: Db): Promise<boolean> {
  const [user, customer] = await Promise.all([
    prisma.user.findFirst({ select: { id: true } }),
    prisma.customer.findFirst({ select: { id: true } }),
  ]);
  return !user && !customer;
}

function demoUserList(productName: string): SeedDemoResult['users'] {
  return DEMO_USERS.map((user) => ({
    username: user.username,
    password: user.password,
    groups: groupNames(user.groups, productName),
  }));
}

/**
 * Seeds the reference catalogue (what is missing of it) and the demo data set in one transaction. Does nothing (seeded: false) when the
 * database already has users or customers, so it is safe to call at every start.
 */
export async function seedDemo(prisma: PrismaClient, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const watch = new Stopwatch();
  const productName = options.productName ?? DEFAULT_PRODUCT_NAME;
  if (!(await isDatabaseEmpty(prisma))) {
    return {
      seeded: false,
      users: demoUserList(productName),
      timings: watch.timings,
      totalMs: watch.totalMs(),
    };
  }
  if (typeof options?.hashPassword !== 'function') {
    throw new TypeError(
      "seedDemo needs options.hashPassword (the API's password hashing, injected by the caller)",
    );
  }
  // Hashing runs on the thread pool while the data is built and inserted; users are inserted last.
  const hashing = Promise.all(DEMO_USERS.map((user) => options.hashPassword(user.password)));
  hashing.catch(() => {});
  const built = await watch.time('build in memory', async () => buildDemoData(options));
  const seeded = await prisma.$transaction(
    async (tx) => {
      await lockSeeding(tx);
      if (!(await isDatabaseEmpty(tx))) return false;
      await insertReferenceCatalogue(tx, watch, { productName, now: built.now });
      const bulk = new BulkInserter(tx, built.now);
      await insertDemoCatalogues(bulk, watch, built.now, built.today);
      await insertDemoData(bulk, watch, built.data);
      await insertCommerceDemo(bulk, watch, built.data, built.now);
      await watch.time(
        'provisioning orders',
        () => bulk.insert('provisioning_orders', provisioningOrderRows(built.data, built.now, built.today)),
        (rows) => rows,
      );
      const hashes = await watch.time('hash passwords (wait)', () => hashing);
      await insertUsers(bulk, watch, { now: built.now, hashes });
      await watch.time(
        'customer history',
        () =>
          bulk.insert(
            'audit_entries',
            historyEntryRows(built.data, addMonths(built.now, -USER_SINCE_MONTHS)),
          ),
        (rows) => rows,
      );
      await watch.time(
        'time report',
        () => insertTimeReportDemo(tx, built.today),
        (rows) => rows,
      );
      await watch.time('reset sequences', () => tx.$executeRawUnsafe(RESET_SEQUENCES_SQL));
      await watch.time(
        'content pages',
        () => insertContentPagesDemo(tx, { now: built.now, today: built.today }),
        (rows) => rows,
      );
      return true;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return { seeded, users: demoUserList(productName), timings: watch.timings, totalMs: watch.totalMs() };
}

const USER_SINCE_MONTHS = 24;

async function insertUsers(
  bulk: BulkInserter,
  watch: Stopwatch,
  { now, hashes }: { now: Date; hashes: string[] },
): Promise<void> {
  const users = DEMO_USERS.map((user, index) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    employeeNumber: user.employeeNumber,
    passwordHash: hashes[index] as string,
    // Staff who have worked here for two years: before any case, message or time entry of theirs.
    createdAt: addMonths(now, -USER_SINCE_MONTHS),
  }));
  const userGroups = DEMO_USERS.flatMap((user) =>
    user.groups.map((group) => ({ userId: user.id, groupId: groupId(group) })),
  );
  await watch.time(
    'users and groups',
    async () => (await bulk.insert('users', users)) + (await bulk.insert('user_groups', userGroups)),
    (rows) => rows,
  );
}

/** The demo's own lists beside the reference catalogue: example queues, reply texts, sales, main agreements, news. */
async function insertDemoCatalogues(
  bulk: BulkInserter,
  watch: Stopwatch,
  now: Date,
  today: Date,
): Promise<void> {
  const steps: Array<[string, Array<[table: string, rows: ReadonlyArray<object>]>]> = [
    [
      'queues and suggestions',
      [
        ['case_queues', CASE_QUEUES],
        ['suggestions', SUGGESTIONS],
      ],
    ],
    [
      'campaigns and sales',
      [
        ['campaigns', campaignRows(today)],
        ['resellers', RESELLERS],
        ['stock_balances', STOCK_BALANCES],
      ],
    ],
    [
      'main agreements',
      [
        ['main_agreements', mainAgreementRows(today)],
        ['memos', memoRows(today)],
        ['main_agreement_files', mainAgreementFileRows(today)],
      ],
    ],
    [
      'operations',
      [
        ['disruptions', disruptionRows(now, today)],
        ['announcements', announcementRows(today)],
        ['short_links', SHORT_LINKS.map((link) => ({ ...link, createdById: DEMO_USERS[5]?.id }))],
      ],
    ],
    ['arcade high scores', [['arcade_scores', arcadeScoreRows(now)]]],
    ['address manager', [['address_import_tasks', addressImportTaskRows(now)]]],
  ];
  for (const [name, tables] of steps) {
    await watch.time(
      name,
      async () => {
        let rows = 0;
        for (const [table, data] of tables) rows += await bulk.insert(table, data);
        return rows;
      },
      (rows) => rows,
    );
  }
}

async function insertDemoData(bulk: BulkInserter, watch: Stopwatch, data: DemoData): Promise<void> {
  const steps: Array<[string, string, ReadonlyArray<object>]> = [
    ['addresses', 'addresses', data.addresses],
    ['accesses', 'accesses', data.accesses],
    ['access diagnostics', 'access_diagnostics', data.accessDiagnostics],
    ['customers', 'customers', data.customers],
    ['cantab customers', 'cantab_customers', data.cantabCustomers],
    ['bitcom associations', 'bitcom_housing_associations', data.bitcomHousingAssociations],
    ['temporary addresses', 'temporary_addresses', data.temporaryAddresses],
    ['operator alerts', 'operator_alerts', data.operatorAlerts],
    ['credit checks', 'credit_checks', data.creditChecks],
    ['agreements', 'agreements', data.agreements],
    ['agreement rows', 'agreement_rows', data.agreementRows],
    ['agreement sub-rows', 'agreement_rows', data.agreementSubRows],
    ['phone records', 'phone_records', data.phoneRecords],
    ['hardware units', 'hardware_units', data.hardwareUnits],
    ['tv cards', 'tv_cards', data.tvCards],
    ['tv card subscriptions', 'tv_card_subscriptions', data.tvCardSubscriptions],
    ['tv devices', 'tv_devices', data.tvDevices],
    ['signal history', 'signal_history', data.signalHistory],
    ['parcels', 'parcels', data.parcels],
    ['parcel events', 'parcel_events', data.parcelEvents],
    ['invoices', 'invoices', data.invoices],
    ['invoice rows', 'invoice_rows', data.invoiceRows],
    ['invoice events', 'invoice_events', data.invoiceEvents],
    ['deferments', 'deferments', data.deferments],
    ['customer e-mails', 'customer_emails', data.customerEmails],
    ['customer text messages', 'customer_text_messages', data.customerTextMessages],
    ['documents', 'documents', data.documents],
    ['object logs', 'object_logs', data.objectLogs],
    ['cases', 'cases', data.cases],
    ['child cases', 'cases', data.childCases],
    ['case form fields', 'case_form_fields', data.caseFormFields],
    ['case relations', 'case_relations', data.caseRelations],
    ['case history', 'case_history', data.caseHistory],
    ['case logs', 'case_logs', data.caseLogs],
    ['case tags', 'case_tags', data.caseTags],
    ['user messages', 'user_messages', data.userMessages],
    ['invoice bases', 'invoice_bases', data.invoiceBases],
    ['invoice basis expenses', 'invoice_basis_expenses', data.invoiceBasisExpenses],
  ];
  for (const [name, table, rows] of steps) {
    await watch.time(
      name,
      () => bulk.insert(table, rows),
      (count) => count,
    );
  }
}
