import { isoDay, startOfIsoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The demo data is what a new user judges the product by: it must agree with itself and with the moment the
 * demo starts. Seeded at 00:05 in Stockholm, when the Swedish day has turned and UTC's has not (a date used as a
 * moment, UTC midnight of the Swedish day, lies ahead), on an ordinary day and on the first of a month (the
 * month's invoices are dated today).
 */
const SEED_MOMENTS = [new Date('2026-11-27T23:05:00Z'), new Date('2026-11-30T23:05:00Z')];

/** Columns that plan what is to come (ends, due dates, validity, upcoming starts); every other date happened. */
const SCHEDULED = new Set([
  'addresses.validTo',
  'agreement_rows.boundUntil',
  'agreement_rows.campaignEndDate',
  'agreement_rows.endDate',
  'agreement_rows.invoicedUntil',
  'agreement_rows.startDate',
  'announcements.endsAt',
  'announcements.startsAt',
  'campaigns.endsAt',
  'content_campaigns.endsAt',
  'content_campaigns.startsAt',
  'invoice_rows.periodTo',
  'invoices.dueDate',
  'main_agreements.endsAt',
  'memos.endsAt',
  'provisioning_orders.dueOn',
  'temporary_addresses.validThrough',
  'tv_card_subscriptions.expireDate',
  'tv_devices.entitlementExpiresAt',
]);

/** What is recorded on a customer, and when: none of it before the customer was created. */
const CUSTOMER_RECORDS = [
  ['agreements', 'createdAt'],
  ['invoices', 'invoiceDate'],
  ['customer_emails', 'sentAt'],
  ['customer_text_messages', 'sentAt'],
  ['credit_checks', 'checkedAt'],
  ['operator_alerts', 'createdAt'],
  ['documents', 'createdAt'],
  ['parcels', 'createdAt'],
  ['signal_history', 'signalDate'],
  ['temporary_addresses', 'createdAt'],
  ['deferments', 'createdAt'],
  ['audit_entries', 'createdAt'],
] as const;

/** What a user did, and when: none of it before the user was created. */
const USER_RECORDS = [
  ['address_import_tasks', 'createdById', 'createdAt'],
  ['arcade_scores', 'userId', 'createdAt'],
  ['audit_entries', 'userId', 'createdAt'],
  ['case_history', 'userId', 'createdAt'],
  ['cases', 'createdById', 'createdAt'],
  ['commerce_orders', 'placedById', 'placedAt'],
  ['commerce_sync_runs', 'startedById', 'startedAt'],
  ['provisioning_orders', 'lastAttemptById', 'lastAttemptAt'],
  ['short_links', 'createdById', 'createdAt'],
  ['time_entries', 'userId', 'createdAt'],
  ['user_messages', 'userId', 'createdAt'],
] as const;

const hashPassword = async (password: string) => `test$${password}`;

describe.each(SEED_MOMENTS)(
  'the demo data seeded at %s agrees with itself and with that moment',
  (seedMoment) => {
    const today = isoDay(seedMoment);
    let db: TestDatabase;
    const query = <T>(sql: string) => db.prisma.$queryRawUnsafe<T[]>(sql);

    beforeAll(async () => {
      db = await createTestDatabase();
      await seedDemo(db.prisma, { hashPassword, now: seedMoment });
    }, 120_000);

    afterAll(async () => {
      await db?.drop();
    });

    it('records nothing as done, sent, created or happened after the seed moment', async () => {
      const columns = await query<{ table: string; column: string; type: string }>(
        `SELECT table_name::text AS "table", column_name::text AS "column", data_type::text AS "type"
       FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'
         AND data_type IN ('date', 'timestamp without time zone')
       ORDER BY 1, 2`,
      );
      const later: string[] = [];
      for (const { table, column, type } of columns) {
        if (SCHEDULED.has(`${table}.${column}`)) continue;
        const bound = type === 'date' ? `'${today}'::date` : `'${seedMoment.toISOString()}'::timestamp`;
        const [row] = await query<{ count: bigint; latest: Date | null }>(
          `SELECT count(*) AS count, max("${column}") AS latest FROM "${table}" WHERE "${column}" > ${bound}`,
        );
        if (row && row.count > 0n)
          later.push(`${table}.${column}: ${row.count} (${row.latest?.toISOString()})`);
      }
      expect(later).toEqual([]);
    });

    it('records nothing on a customer before it was created, nor a deferment after the payment', async () => {
      const earlier: string[] = [];
      for (const [table, column] of CUSTOMER_RECORDS) {
        const [row] = await query<{ count: bigint }>(
          `SELECT count(*) AS count FROM "${table}" x JOIN customers c ON c.id = x."customerId"
         WHERE x."${column}" < c."createdAt"`,
        );
        if (row && row.count > 0n) earlier.push(`${table}.${column}: ${row.count}`);
      }
      const [cases] = await query<{ count: bigint }>(
        `SELECT count(*) AS count FROM cases k JOIN case_relations r ON r."caseId" = k.id
       JOIN customers c ON c."customerNumber" = r."customerNumber" WHERE k."createdAt" < c."createdAt"`,
      );
      if (cases && cases.count > 0n) earlier.push(`cases.createdAt: ${cases.count}`);
      // A deferment is asked for before the invoice is paid.
      const [deferments] = await query<{ count: bigint }>(
        `SELECT count(*) AS count FROM deferments d JOIN invoices i ON i.id = d."invoiceId"
       WHERE d."createdAt" > i."paidDate" OR d."createdAt" < i."invoiceDate" OR d."newDueDate" <= i."dueDate"`,
      );
      if (deferments && deferments.count > 0n) earlier.push(`deferments after payment: ${deferments.count}`);
      expect(earlier).toEqual([]);
    });

    it("shows every case about a customer, and its credit checks since the staff started, in the customer's history", async () => {
      const [missing] = await query<{ cases: bigint; checks: bigint; entries: bigint }>(
        `SELECT
           (SELECT count(*) FROM cases k JOIN case_relations r ON r."caseId" = k.id
              JOIN customers c ON c."customerNumber" = r."customerNumber"
              WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.action = 'case.create'
                AND a."entityId" = k.number::text AND a."customerId" = c.id)) AS cases,
           (SELECT count(*) FROM credit_checks x
              WHERE x."checkedAt" >= (SELECT min("createdAt") FROM users) AND NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.action = 'creditCheck.perform'
                AND a."customerId" = x."customerId" AND a."createdAt" = x."checkedAt")) AS checks,
           (SELECT count(*) FROM audit_entries) AS entries`,
      );
      expect({ cases: missing?.cases, checks: missing?.checks }).toEqual({ cases: 0n, checks: 0n });
      expect(missing?.entries).toBeGreaterThan(100n);
    });

    it('records nothing done by a user before the user was created', async () => {
      const earlier: string[] = [];
      for (const [table, user, column] of USER_RECORDS) {
        const [row] = await query<{ count: bigint }>(
          `SELECT count(*) AS count FROM "${table}" x JOIN users u ON u.id = x."${user}"
         WHERE x."${column}" < u."createdAt"`,
        );
        if (row && row.count > 0n) earlier.push(`${table}.${column}: ${row.count}`);
      }
      expect(earlier).toEqual([]);
    });

    it('completes a parcel, delivered or returned, after its events and by the seed moment', async () => {
      const parcels = await db.prisma.parcel.findMany({
        include: { events: { orderBy: { occurredAt: 'asc' } } },
      });
      expect(parcels.map((parcel) => parcel.status)).toEqual(
        expect.arrayContaining(['RETURNED', 'DELIVERED']),
      );
      for (const parcel of parcels) {
        const label = `parcel ${parcel.shipmentId} (${parcel.status})`;
        const statuses = parcel.events.map((event) => event.status);
        const first = parcel.events[0];
        const last = parcel.events.at(-1);
        expect(parcel.createdAt.getTime(), label).toBeLessThanOrEqual(first?.occurredAt.getTime() ?? 0);
        const completed = parcel.status === 'DELIVERED' || parcel.status === 'RETURNED';
        expect(parcel.completedAt !== null, label).toBe(completed);
        if (parcel.completedAt) {
          expect(parcel.completedAt.getTime(), label).toBeGreaterThanOrEqual(last?.occurredAt.getTime() ?? 0);
          expect(parcel.completedAt.getTime(), label).toBeLessThanOrEqual(seedMoment.getTime());
        }
        if (parcel.status === 'RETURNED') {
          // Nobody fetched it: it went back and was then delivered to the sender, never to the customer.
          const returnedAt = statuses.indexOf('RETURNED');
          expect(returnedAt, label).toBeGreaterThan(statuses.indexOf('AVAILABLE_FOR_DELIVERY'));
          expect(statuses.slice(0, returnedAt), label).not.toContain('DELIVERED');
          expect(
            statuses.slice(returnedAt + 1).every((status) => status === 'DELIVERED'),
            label,
          ).toBe(true);
        } else {
          expect(last?.status, label).toBe(parcel.status);
        }
      }
    });

    it("estimates an ongoing disruption's ready time after its latest update; a closed one promises none", async () => {
      const disruptions = await db.prisma.disruption.findMany();
      expect(disruptions.some((disruption) => !disruption.markAsFinished)).toBe(true);
      for (const disruption of disruptions) {
        const events = (disruption.events as Array<{ UpdatedAt: string; Text: string }>)
          .map((event) => ({ at: new Date(event.UpdatedAt), text: event.Text }))
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const latest = events.at(-1);
        if (!latest) continue;
        expect(latest.at.getTime(), disruption.title).toBeLessThanOrEqual(seedMoment.getTime());
        expect(events[0]?.at.getTime(), disruption.title).toBeGreaterThanOrEqual(
          disruption.showFrom.getTime(),
        );
        const estimate = /Beräknad klartid (i morgon )?kl\. (\d\d):(\d\d)/.exec(latest.text);
        if (disruption.markAsFinished) {
          expect(estimate, disruption.title).toBeNull();
          continue;
        }
        if (!estimate) continue;
        const [, tomorrow, hours, minutes] = estimate;
        const day = isoDay(new Date(latest.at.getTime() + (tomorrow ? 86_400_000 : 0)));
        const ready = startOfIsoDay(day).getTime() + (Number(hours) * 60 + Number(minutes)) * 60_000;
        expect(ready, `${disruption.title}: ${latest.text}`).toBeGreaterThan(latest.at.getTime());
      }
    });

    it('gives TV devices, cards and a play account only to TV customers, and every card and box its device', async () => {
      // Rows running today on agreements that have not ended.
      const active = `SELECT a."customerId", r.* FROM agreement_rows r JOIN agreements a ON a.id = r."agreementId"
      WHERE NOT a.ended AND (r."startDate" IS NULL OR r."startDate" <= '${today}')
        AND (r."endDate" IS NULL OR r."endDate" >= '${today}')`;
      const playCustomers = `SELECT "customerId" FROM (${active}) r WHERE r."productNumber" = 'PLAY'`;
      const cardCustomers = `SELECT "customerId" FROM (${active}) r WHERE r.type = 'CARD' AND r.card BETWEEN 1 AND 30`;
      const ids = async (sql: string) =>
        (
          await query<{ customerNumber: number }>(
            `SELECT "customerNumber" FROM customers WHERE id IN (${sql}) ORDER BY 1`,
          )
        ).map((row) => row.customerNumber);

      expect(
        await ids(`SELECT id FROM customers WHERE "playExternalId" IS NOT NULL EXCEPT ${playCustomers}`),
      ).toEqual([]);
      // A TV package (its channels are what the middleware lists) comes on an agreement with program cards.
      expect(
        await ids(`SELECT r."customerId" FROM (${active}) r WHERE EXISTS (SELECT 1 FROM package_channels p
        JOIN channels c ON c.id = p."channelId" WHERE p."productId" = r."productId" AND c.play)
        AND NOT EXISTS (SELECT 1 FROM agreement_rows card WHERE card."agreementId" = r."agreementId"
          AND card.type = 'CARD')`),
      ).toEqual([]);
      expect(
        await ids(`SELECT "customerId" FROM tv_cards UNION SELECT "customerId" FROM tv_devices
        EXCEPT SELECT a."customerId" FROM agreement_rows r JOIN agreements a ON a.id = r."agreementId"
        WHERE r.type = 'CARD'`),
      ).toEqual([]);
      // Every program card running today is in the card system, the box it is paired with in the middleware.
      expect(
        await ids(`SELECT r."customerId" FROM (${active}) r WHERE r.type = 'CARD' AND r.card BETWEEN 1 AND 30
        AND r."cardNumber" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tv_cards t
          WHERE t."customerId" = r."customerId" AND t."cardNumber" = r."cardNumber")`),
      ).toEqual([]);
      expect(
        await ids(`SELECT r."customerId" FROM (${active}) r WHERE r.type = 'HARDWARE' AND r.card BETWEEN 1 AND 30
        AND r."camId" IS NOT NULL AND EXISTS (SELECT 1 FROM agreement_rows card WHERE card.type = 'CARD'
          AND card."agreementId" = r."agreementId" AND card.card = r.card)
        AND NOT EXISTS (SELECT 1 FROM tv_devices d
          WHERE d."customerId" = r."customerId" AND d."camId" = r."camId")`),
      ).toEqual([]);
      // The card system signalled a card after its row started.
      expect(
        await ids(`SELECT s."customerId" FROM signal_history s JOIN agreement_rows r ON r."cardNumber" = s.card
        WHERE r.type = 'CARD' AND s."signalDate" < r."startDate"`),
      ).toEqual([]);
      // A box and a program card are sent to a customer whose agreements have program cards.
      expect(
        await ids(`SELECT "customerId" FROM parcels WHERE products LIKE '%Programkort%'
        EXCEPT SELECT a."customerId" FROM agreement_rows r JOIN agreements a ON a.id = r."agreementId"
        WHERE r.type = 'CARD'`),
      ).toEqual([]);
      expect((await ids(cardCustomers)).length).toBeGreaterThan(20);
    });
  },
);
