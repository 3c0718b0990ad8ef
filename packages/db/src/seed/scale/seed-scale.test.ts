import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { isValidOrganisationNumber, isValidPersonnummer } from '../luhn.ts';
import { seedDemo } from '../seed-demo.ts';
import { type SeedScaleResult, seedScale } from './seed-scale.ts';
import { SCALE_RANGES } from './sql.ts';

const NOW = new Date('2025-03-14T09:30:00Z');
const hashPassword = async (password: string) => `test$${password}`;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function scalar(url: string, sql: string): Promise<number> {
  const [row] = await query<{ value: string }>(url, sql);
  return Number(row?.value ?? 0);
}

/** Definitions of every index and constraint of the schema. */
async function schemaObjects(url: string): Promise<string[]> {
  const rows = await query<{ definition: string }>(
    url,
    `SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
     UNION ALL
     SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
     WHERE connamespace = current_schema()::regnamespace
     ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

/** md5 over the scale rows of the tables, in id order: equal data gives equal fingerprints. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = {
    customers: `SELECT id, "customerNumber", name, "personalId", email, "deliveryAddress", "createdAt" FROM customers WHERE id > ${SCALE_RANGES.customerIdBase}`,
    agreements: `SELECT id, "agreementNumber", "customerId", "mainAgreementId", ended, "createdAt" FROM agreements WHERE id > ${SCALE_RANGES.agreementIdBase}`,
    agreement_rows: `SELECT id, "agreementId", "rowNumber", "parentRowId", "productNumber", card, price, "campaignPrice", "startDate", "endDate", "boundUntil", "camId", "cardNumber", "sellerNumber", "resellerId" FROM agreement_rows WHERE id > ${SCALE_RANGES.rowIdBase}`,
    cases: `SELECT id, number, header, status, priority, "typeId", "ownerGroupId", "parentCaseId", "createdById", "createdAt", "finishedAt" FROM cases WHERE id > ${SCALE_RANGES.caseIdBase}`,
    case_relations: `SELECT "caseId", "customerNumber", "customerName" FROM case_relations WHERE "caseId" > ${SCALE_RANGES.caseIdBase}`,
  };
  const out: Record<string, string> = {};
  for (const [table, sql] of Object.entries(tables)) {
    const [row] = await query<{ md5: string }>(
      url,
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM (${sql}) t`,
    );
    out[table] = row?.md5 ?? '';
  }
  return out;
}

describe('seedScale', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let result: SeedScaleResult;
  let schemaBefore: string[];

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDemo(first.prisma, { hashPassword, now: NOW });
    await seedDemo(second.prisma, { hashPassword, now: NOW });
    schemaBefore = await schemaObjects(first.url);
    result = await seedScale(first.url, { customers: 1000, cases: 2000, now: NOW });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('inserts the expected numbers of rows on top of the demo data', async () => {
    const url = first.url;
    expect(result.inserted.customers).toBe(1000);
    expect(result.inserted.addresses).toBe(1000);
    expect(result.inserted.cases).toBe(2000);
    expect(result.inserted.case_relations).toBe(2000);
    expect(result.inserted.case_form_fields).toBe(2000);
    expect(await scalar(url, 'SELECT count(*) AS value FROM customers')).toBe(1200);
    expect(
      await scalar(
        url,
        `SELECT count(*) AS value FROM customers WHERE "customerNumber" BETWEEN ${SCALE_RANGES.customerNumberBase + 1} AND ${SCALE_RANGES.customerNumberBase + 1000}`,
      ),
    ).toBe(1000);
    const agreements = await scalar(
      url,
      `SELECT count(*) AS value FROM agreements WHERE id > ${SCALE_RANGES.agreementIdBase}`,
    );
    expect(agreements).toBe(result.inserted.agreements);
    // About 3 agreements per customer and 3.4 rows per agreement.
    expect(agreements).toBeGreaterThan(2700);
    expect(agreements).toBeLessThan(3300);
    const rows = await scalar(
      url,
      `SELECT count(*) AS value FROM agreement_rows WHERE id > ${SCALE_RANGES.rowIdBase}`,
    );
    expect(rows).toBe(result.inserted.agreement_rows);
    expect(rows / agreements).toBeGreaterThan(3.2);
    expect(rows / agreements).toBeLessThan(3.6);
    expect(
      await scalar(url, `SELECT count(*) AS value FROM cases WHERE number > ${SCALE_RANGES.caseNumberBase}`),
    ).toBe(2000);
    // Every customer has an agreement, every agreement a first row, every case a relation to a scale customer.
    expect(
      await scalar(
        url,
        `SELECT count(*) AS value FROM customers c WHERE c.id > ${SCALE_RANGES.customerIdBase} AND NOT EXISTS (SELECT 1 FROM agreements a WHERE a."customerId" = c.id)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        url,
        `SELECT count(*) AS value FROM agreements a WHERE a.id > ${SCALE_RANGES.agreementIdBase} AND NOT EXISTS (SELECT 1 FROM agreement_rows r WHERE r."agreementId" = a.id AND r."rowNumber" = 1)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        url,
        `SELECT count(*) AS value FROM case_relations WHERE "caseId" > ${SCALE_RANGES.caseIdBase} AND "customerNumber" <= ${SCALE_RANGES.customerNumberBase}`,
      ),
    ).toBe(0);
    // Demo data untouched and numbers kept apart.
    expect(
      await scalar(url, 'SELECT count(*) AS value FROM cases WHERE number BETWEEN 700001 AND 700999'),
    ).toBeGreaterThan(100);
    expect(result.timings.map((timing) => timing.step)).toEqual(
      expect.arrayContaining(['customers', 'agreements', 'agreement rows', 'cases']),
    );
  });

  it('writes consistent rows: valid identities, sub-rows after their parent, dates in order, constraints back', async () => {
    const url = first.url;
    const people = await query<{ personalId: string; customerType: string }>(
      url,
      `SELECT "personalId", "customerType"::text FROM customers WHERE id > ${SCALE_RANGES.customerIdBase}`,
    );
    for (const person of people) {
      const valid =
        person.customerType === 'BUSINESS'
          ? isValidOrganisationNumber(person.personalId)
          : isValidPersonnummer(person.personalId);
      expect(valid, person.personalId).toBe(true);
    }
    expect(
      await scalar(url, `SELECT count(*) AS value FROM agreement_rows WHERE "endDate" < "startDate"`),
    ).toBe(0);
    const discounts = await scalar(
      url,
      `SELECT count(*) AS value FROM agreement_rows WHERE id > ${SCALE_RANGES.rowIdBase} AND price < 0`,
    );
    expect(discounts).toBeGreaterThan(0);
    expect(
      await scalar(
        url,
        `SELECT count(*) AS value FROM agreement_rows WHERE price < 0 AND "parentRowId" IS NULL`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        url,
        `SELECT count(DISTINCT status) AS value FROM cases WHERE id > ${SCALE_RANGES.caseIdBase}`,
      ),
    ).toBe(10);
    // Indexes and foreign keys were rebuilt exactly as they were.
    expect(await schemaObjects(url)).toEqual(schemaBefore);
    expect(schemaBefore.filter((item) => item.includes('FOREIGN KEY')).length).toBeGreaterThan(10);
    // The sequences moved past the explicit ids.
    const created = await first.prisma.case.create({
      data: { number: 99, header: 'Ny', typeId: 120, ownerGroupId: 42 },
    });
    expect(created.id).toBeGreaterThan(SCALE_RANGES.caseIdBase + 2000);
    await first.prisma.case.delete({ where: { id: created.id } });
  });

  it('is deterministic and appends where the last run stopped', async () => {
    // The same total in two steps on the second database gives exactly the rows of the first.
    await seedScale(second.url, { customers: 600, cases: 1500, now: NOW, parallel: false });
    const more = await seedScale(second.url, { customers: 400, cases: 500, now: NOW });
    expect(more.inserted.customers).toBe(400);
    expect(more.inserted.cases).toBe(500);
    const [a, b] = await Promise.all([fingerprint(first.url), fingerprint(second.url)]);
    expect(b.customers).toBe(a.customers);
    expect(b.agreements).toBe(a.agreements);
    expect(b.agreement_rows).toBe(a.agreement_rows);
    expect(b.cases).toBe(a.cases);
  }, 60_000);
});
