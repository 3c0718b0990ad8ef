export * from '@prisma/client';
export {
  createPrismaClient,
  POOL_WAIT_MS,
  PRISMA_APPLICATION_NAME,
  type PrismaPoolOptions,
} from './client.ts';
export { type Database, databaseName, type StartDatabaseOptions, startDatabase } from './database.ts';
export { migrateDeploy } from './migrate.ts';
