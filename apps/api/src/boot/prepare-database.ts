import type { PrismaClient } from '@sappis/db';
import { migrateDeploy } from '@sappis/db/migrate';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import type { Logger } from '../logger.ts';
import { ensureDemoData, formatDemoUsersTable } from './demo-data.ts';

/**
 * Brings the database up to date once per start of the application (or of a cluster, whose replicas skip it):
 * applies the migrations, adds missing reference catalogue rows and, when asked, seeds the demo data and
 * prints its sign-ins.
 */
export async function prepareDatabase(options: {
  url: string;
  prisma: PrismaClient;
  logger: Logger;
  settings: { productName: string; demoData: boolean };
}): Promise<void> {
  const { prisma, logger, settings } = options;
  await migrateDeploy(options.url);
  logger.info('migrations applied');

  const catalogue = await ensureReferenceCatalogue(prisma, { productName: settings.productName });
  if (catalogue.inserted > 0) {
    logger.info({ rows: catalogue.inserted, ms: catalogue.totalMs }, 'reference catalogue rows added');
  }

  if (settings.demoData) {
    const demoUsers = await ensureDemoData(prisma, logger, settings.productName);
    if (demoUsers.length > 0) {
      process.stdout.write(`\nDemoanvändare:\n${formatDemoUsersTable(demoUsers)}\n\n`);
    }
  }
}
