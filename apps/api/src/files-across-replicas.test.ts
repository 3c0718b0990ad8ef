import { randomUUID } from 'node:crypto';
import { createPrismaClient } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';
import { type SpawnedServer, spawnServer } from './testing/spawn-server.ts';

// Files shared by every replica (issue 21): two API processes on one database, each with the default file
// storage (PostgreSQL); a document uploaded through one downloads through the other.
let db: TestDatabase;
let replicaPrisma: ReturnType<typeof createPrismaClient>;
let inProcess: LiveServer;
let child: SpawnedServer;

beforeAll(async () => {
  db = await createTestDatabase();
  replicaPrisma = createPrismaClient(db.url);
  [inProcess, child] = await Promise.all([
    startLiveServer({ prisma: replicaPrisma, databaseUrl: db.url }),
    spawnServer({ databaseUrl: db.url }),
  ]);
}, 60_000);
afterAll(async () => {
  child?.process.kill('SIGTERM');
  await child?.exited;
  await inProcess?.close();
  await replicaPrisma?.$disconnect();
  await db?.drop();
});

describe('files across replicas', () => {
  it('a document uploaded through one replica downloads through the other, both ways', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const {
      agreement: { agreementNumber },
    } = await createTestCustomer(db.prisma);
    const replicas = [inProcess.url, `http://127.0.0.1:${child.port}`];
    for (const [from, to] of [replicas, [...replicas].reverse()] as Array<[string, string]>) {
      // Over a megabyte: several chunks of the storage.
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_200_000, from.length)]);
      const body = new FormData();
      body.append('files', new Blob([new Uint8Array(pdf)]), 'avtal.pdf');
      const upload = await fetch(
        `${from}/files/documents?agreementNumber=${agreementNumber}&requestId=${randomUUID()}`,
        { method: 'POST', headers: { cookie }, body },
      );
      expect(upload.status).toBe(201);
      const [documentNumber] = ((await upload.json()) as { documentNumbers: number[] }).documentNumbers;
      const download = await fetch(`${to}/files/documents/${documentNumber}`, { headers: { cookie } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect(await db.prisma.storedFile.count()).toBe(2);
  }, 60_000);
});
