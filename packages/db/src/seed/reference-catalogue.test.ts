import { ALL_GROUPS, groupName } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { CASE_TYPES, TERMINATION_REASONS } from './reference/case-catalog.ts';
import { PRODUCTS } from './reference/products.ts';
import { ensureReferenceCatalogue } from './reference-catalogue.ts';

const TABLES = [
  'groups',
  'case_types',
  'case_owner_groups',
  'termination_reasons',
  'tags',
  'products',
  'product_prices',
  'channels',
  'package_channels',
  'operators',
  'main_centrals',
  'document_templates',
] as const;

/** Every row of the catalogue tables as text, in a stable order. */
async function catalogueRows(db: TestDatabase): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES) {
    const result = await db.prisma.$queryRawUnsafe<Array<{ row: string }>>(
      `SELECT t::text AS row FROM "${table}" t ORDER BY t::text`,
    );
    rows[table] = result.map((item) => item.row);
  }
  return rows;
}

/** A fresh, empty database for the tests of a describe block. */
function useFreshDatabase(use: (db: TestDatabase) => void): void {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    use(db);
  });
  afterAll(async () => {
    await db?.drop();
  });
}

describe('ensureReferenceCatalogue', () => {
  let db: TestDatabase;
  useFreshDatabase((fresh) => {
    db = fresh;
  });

  it('fills an empty database with the catalogue and no users or customers', async () => {
    const result = await ensureReferenceCatalogue(db.prisma, { productName: 'Bredbolaget' });
    expect(result.inserted).toBeGreaterThan(0);
    const groups = await db.prisma.group.findMany({ orderBy: { id: 'asc' } });
    expect(groups.map((group) => group.name)).toEqual(
      ALL_GROUPS.map((group) => groupName(group, 'Bredbolaget')),
    );
    expect(groups.map((group) => group.name)).toContain('BREDBOLAGET_IT');
    expect(await db.prisma.caseType.count()).toBe(CASE_TYPES.length);
    expect(await db.prisma.terminationReason.count()).toBe(TERMINATION_REASONS.length);
    expect(await db.prisma.product.count()).toBe(PRODUCTS.length);
    expect(await db.prisma.documentTemplate.findMany({ select: { name: true } })).toEqual(
      expect.arrayContaining([{ name: 'Tom mall' }, { name: 'Tom företagsmall' }]),
    );
    expect(await db.prisma.user.count()).toBe(0);
    expect(await db.prisma.customer.count()).toBe(0);
    expect(await db.prisma.caseQueue.count()).toBe(0);
  });

  it('a second application changes nothing', async () => {
    const before = await catalogueRows(db);
    const again = await ensureReferenceCatalogue(db.prisma, { productName: 'Bredbolaget' });
    expect(again.inserted).toBe(0);
    expect(await catalogueRows(db)).toEqual(before);
  });

  it("keeps an administrator's changes, adds back what is missing and leaves the id sequences ahead", async () => {
    await db.prisma.caseType.update({ where: { id: 120 }, data: { name: 'Byte av betalningssätt' } });
    await db.prisma.terminationReason.delete({ where: { id: 113 } });
    const result = await ensureReferenceCatalogue(db.prisma, { productName: 'Bredbolaget' });
    expect(result.inserted).toBe(1);
    expect(await db.prisma.caseType.findUnique({ where: { id: 120 } })).toMatchObject({
      name: 'Byte av betalningssätt',
    });
    expect(await db.prisma.terminationReason.findUnique({ where: { id: 113 } })).toMatchObject({
      name: 'Övrigt',
    });
    // A group the application creates gets an id after the catalogue's.
    const created = await db.prisma.group.create({ data: { name: 'NY_GRUPP' } });
    expect(created.id).toBe(ALL_GROUPS.length + 1);
  });
});

describe('ensureReferenceCatalogue on a database with rows of its own', () => {
  let db: TestDatabase;
  useFreshDatabase((fresh) => {
    db = fresh;
  });

  it('gives a catalogue row whose id is taken a fresh id instead of skipping it', async () => {
    // As an administrator created before the catalogue existed: groups 1-3 by the sequence.
    await db.prisma.group.createMany({
      data: [{ name: 'SAPPIS' }, { name: 'ADMIN' }, { name: 'SUPER_USER' }],
    });
    await ensureReferenceCatalogue(db.prisma);
    const groups = await db.prisma.group.findMany({ orderBy: { id: 'asc' } });
    expect(groups.map((group) => group.name).sort()).toEqual(
      ALL_GROUPS.map((group) => groupName(group, 'Sappa')).sort(),
    );
    expect(groups.slice(0, 3).map((group) => group.name)).toEqual(['SAPPIS', 'ADMIN', 'SUPER_USER']);
    expect(new Set(groups.map((group) => group.id)).size).toBe(ALL_GROUPS.length);
  });
});

describe('two concurrent applications', () => {
  let db: TestDatabase;
  useFreshDatabase((fresh) => {
    db = fresh;
  });

  it('insert the catalogue once', async () => {
    const [first, second] = await Promise.all([
      ensureReferenceCatalogue(db.prisma),
      ensureReferenceCatalogue(db.prisma),
    ]);
    expect(Math.min(first.inserted, second.inserted)).toBe(0);
    const rows = await catalogueRows(db);
    expect(Object.values(rows).reduce((sum, table) => sum + table.length, 0)).toBe(
      Math.max(first.inserted, second.inserted),
    );
    expect(rows.groups).toHaveLength(ALL_GROUPS.length);
    expect(rows.products).toHaveLength(PRODUCTS.length);
  });
});
