import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { Group } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../testing/signed-in.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function snapshot() {
  const [suggestions, events, audits] = await Promise.all([
    db.prisma.suggestion.findMany({ orderBy: { id: 'asc' } }),
    db.prisma.event.count(),
    db.prisma.auditEntry.count(),
  ]);
  return { suggestions, events, audits };
}

describe('suggestions', () => {
  it('are created, listed by category, updated and deleted by a queue admin, each with an event and audit row', async () => {
    const { caller } = await signInTestUser(db.prisma, {
      groups: ['SAPPIS', 'RESPONSIBLE_CUSTOMER_SUPPORT'],
    });
    const agent = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const invoice = await caller.suggestions.create({
      requestId: randomUUID(),
      category: 'Faktura',
      title: 'Faktura skickad',
      message: ' Hej! ',
    });
    expect(invoice).toEqual({
      id: invoice.id,
      category: 'Faktura',
      title: 'Faktura skickad',
      message: 'Hej!',
    });
    const router = await caller.suggestions.create({
      requestId: randomUUID(),
      category: 'Bredband',
      title: 'Starta om',
      message: 'Dra ur sladden.',
    });

    expect(await agent.caller.suggestions.list({ category: 'Faktura' })).toEqual([invoice]);
    expect((await agent.caller.suggestions.list()).map((item) => item.id)).toEqual([router.id, invoice.id]);

    const updated = await caller.suggestions.update({
      id: invoice.id,
      category: 'Faktura',
      title: 'Ny rubrik',
      message: 'Hej igen',
    });
    expect(updated).toMatchObject({ title: 'Ny rubrik', message: 'Hej igen' });
    await caller.suggestions.delete({ id: router.id });
    expect(await agent.caller.suggestions.list()).toEqual([updated]);
    expect(await db.prisma.event.count({ where: { type: 'suggestion.changed' } })).toBe(4);
    expect(await db.prisma.auditEntry.count({ where: { entityType: 'Suggestion' } })).toBe(4);
  });

  it('refuses agents, bad input and unknown ids, changing nothing', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS', Group.PRODUCT_IT] });
    const agent = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const outsider = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    const existing = await caller.suggestions.create({
      requestId: randomUUID(),
      category: 'TV',
      title: 'Kanaler',
      message: 'Text',
    });
    const before = await snapshot();
    await expect(
      agent.caller.suggestions.create({ requestId: randomUUID(), category: 'TV', title: 'X', message: 'Y' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(agent.caller.suggestions.delete({ id: existing.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(outsider.caller.suggestions.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller.suggestions.create({ requestId: randomUUID(), category: '', title: 'X', message: 'Y' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.suggestions.update({ id: 9_999_999, category: 'TV', title: 'X', message: 'Y' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Förslaget finns inte' });
    await expect(caller.suggestions.delete({ id: 9_999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
  });
});
