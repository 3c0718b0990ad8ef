export * from '@prisma/client';
export { createPrismaClient } from './client.ts';
export { type Database, databaseName, type StartDatabaseOptions, startDatabase } from './database.ts';
export { migrateDeploy } from './migrate.ts';
