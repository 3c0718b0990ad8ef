import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { signInTestUser } from '@sappis/trpc/testing/signed-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer({ prisma: db.prisma });
});
afterAll(async () => {
  await api?.server.close();
  await db?.drop();
});

describe('short links (/sappis/shorten-link, GET /l/{slug})', () => {
  it('redirects with 302 to the target and counts each visit; an unknown link is 404', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { slug } = await caller.shortLinks.create({
      requestId: randomUUID(),
      targetUrl: 'https://www.example.se/tv?a=1',
    });
    expect(slug).toMatch(/^[a-z2-9]{7}$/);
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await fetch(`${api.url}/l/${slug}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://www.example.se/tv?a=1');
    }
    const listed = await caller.shortLinks.list({ page: 1 });
    expect(listed.links[0]).toMatchObject({ slug, hits: 2, targetUrl: 'https://www.example.se/tv?a=1' });
    const unknown = await fetch(`${api.url}/l/finns-inte`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });

  it('refuses a javascript: target and a taken name, creating nothing', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.shortLinks.create({
      requestId: randomUUID(),
      targetUrl: 'https://a.example.se',
      slug: 'kampanj',
    });
    const before = await db.prisma.shortLink.count();
    await expect(
      caller.shortLinks.create({ requestId: randomUUID(), targetUrl: 'javascript:alert(document.cookie)' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.shortLinks.create({
        requestId: randomUUID(),
        targetUrl: 'https://b.example.se',
        slug: 'Kampanj',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Namnet används redan av en annan kort länk.' });
    expect(await db.prisma.shortLink.count()).toBe(before);
  });
});
