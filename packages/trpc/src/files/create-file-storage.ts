import type { PrismaClient } from '@sappis/db';
import type { FileStorage } from './file-storage.ts';
import { postgresFileStorage } from './postgres-file-storage.ts';
import { type S3FileStorageSettings, s3FileStorage } from './s3-file-storage.ts';

/** Which file storage a process uses (the API's setting FILE_STORAGE): PostgreSQL unless told S3. */
export type FileStorageSettings = { kind: 'postgres' } | ({ kind: 's3' } & S3FileStorageSettings);

export function createFileStorage(prisma: PrismaClient, settings: FileStorageSettings): FileStorage {
  return settings.kind === 's3' ? s3FileStorage(settings) : postgresFileStorage(prisma);
}
