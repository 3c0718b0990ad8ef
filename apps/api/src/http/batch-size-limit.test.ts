import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { MAX_CALLS_PER_BATCH } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/live-clients.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let api: TestServer;
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  api = await startTestServer({ prisma });
  ({ cookie } = await createSignedInUser(prisma, ['SAPPIS']));
});

afterAll(async () => {
  await api?.server.close();
  await db?.drop();
});

const profileBatch = (calls: number, separator = ',') =>
  fetch(`${api.url}/trpc/${Array(calls).fill('auth.profile').join(separator)}?batch=1&input={}`, {
    headers: { cookie },
  });

describe('batch size', () => {
  it(`runs a batch of ${MAX_CALLS_PER_BATCH} calls`, async () => {
    const response = await profileBatch(MAX_CALLS_PER_BATCH);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(MAX_CALLS_PER_BATCH);
  });

  it('refuses one call more with 413 in tRPC’s error shape and a Swedish message', async () => {
    const response = await profileBatch(MAX_CALLS_PER_BATCH + 1);
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: {
        message: `För många anrop i samma förfrågan (högst ${MAX_CALLS_PER_BATCH})`,
        code: -32013,
        data: expect.objectContaining({
          code: 'PAYLOAD_TOO_LARGE',
          httpStatus: 413,
          userMessage: `För många anrop i samma förfrågan (högst ${MAX_CALLS_PER_BATCH})`,
        }),
      },
    });
  });

  it('counts URL-encoded commas too, as tRPC decodes the path', async () => {
    expect((await profileBatch(300, '%2C')).status).toBe(413);
  });
});
