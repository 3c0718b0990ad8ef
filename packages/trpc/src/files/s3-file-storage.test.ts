import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { type S3FileStorageSettings, s3FileStorage } from './s3-file-storage.ts';
import { fileStorageContract } from './testing/file-storage-contract.ts';

/** The S3 file storage (FILE_STORAGE=s3) against a real S3-compatible server started here (s3rver). */

let folder: string;
let server: S3rver;
let storage: FileStorage;
let client: S3Client;
let settings: S3FileStorageSettings;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sappis-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'sappis-files' }],
  });
  const { port } = await server.run();
  settings = {
    bucket: 'sappis-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = s3FileStorage(settings);
  client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  // The storage's client keeps its connections alive: close them, or the server waits for them.
  server?.httpServer?.closeAllConnections();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('s3FileStorage', () => {
  fileStorageContract(() => ({
    storage,
    storedCount: async () =>
      (await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }))).KeyCount ?? 0,
  }));
});
