import type { Prisma } from '@prisma/client';
import { DEMO_USERS } from './users.ts';

/** The address manager's demo: earlier CSV imports in the import tasks list, by the 'adress' user. */
export function addressImportTaskRows(now: Date): Prisma.AddressImportTaskCreateManyInput[] {
  const importer = DEMO_USERS.find((user) => user.username === 'adress')?.id ?? null;
  const daysAgo = (days: number, hour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 12));
  return [
    {
      fileName: 'nybyggnation-hammarby-sjostad.csv',
      rowCount: 148,
      createdCount: 148,
      updatedCount: 0,
      createdById: importer,
      createdAt: daysAgo(21, 8),
    },
    {
      fileName: 'brf-solglantan-lagenheter.csv',
      rowCount: 64,
      createdCount: 12,
      updatedCount: 52,
      createdById: importer,
      createdAt: daysAgo(9, 13),
    },
    {
      fileName: 'stadsnat-goteborg-v47.csv',
      rowCount: 311,
      createdCount: 287,
      updatedCount: 24,
      createdById: importer,
      createdAt: daysAgo(2, 9),
    },
  ];
}
