import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import { ASSIGNEE_NOT_FOUND_MESSAGE, CASE_ASSIGNED_MESSAGE } from './assign-case.ts';
import { STALE_VERSION_MESSAGE } from './write-case.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const agent = (firstName = 'Anna', lastName = 'Lindqvist') =>
  signInTestUser(db.prisma, { groups: ['SAPPIS'], firstName, lastName });

async function snapshot(caseId: number) {
  const [item, history, events, messages, lock] = await Promise.all([
    db.prisma.case.findUniqueOrThrow({ where: { id: caseId } }),
    db.prisma.caseHistoryEntry.count({ where: { caseId } }),
    db.prisma.event.count({ where: { caseId } }),
    db.prisma.userMessage.count({ where: { caseId } }),
    db.prisma.caseLock.findUnique({ where: { caseId } }),
  ]);
  return { ownerUserId: item.ownerUserId, version: item.version, history, events, messages, lock };
}

describe('cases.assign', () => {
  it('assigns the case: owner, history, message to the assignee, case.changed with before, lock let go', async () => {
    const item = await createTestCase(db.prisma);
    const { user: assigner, caller } = await agent();
    const assignee = await agent('Bo', 'Berg');

    expect(
      await caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId: assignee.user.id }),
    ).toEqual({ version: 2 });

    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.assignee).toEqual({ id: assignee.user.id, name: 'Bo Berg', email: assignee.user.email });
    expect(page.history.map((entry) => entry.action)).toEqual([`Tilldelat Bo Berg (${assignee.user.email})`]);
    expect(page.history[0]?.userName).toBe('Anna Lindqvist');
    // The lock the assignment took is released: the case is free for the assignee.
    expect(page.lock.locked).toBe(false);

    const inbox = await assignee.caller.messages.list({});
    expect(inbox.messages).toEqual([
      expect.objectContaining({
        caseNumber: item.number,
        message: CASE_ASSIGNED_MESSAGE,
        sender: 'Anna Lindqvist',
      }),
    ]);
    expect((await assignee.caller.messages.unreadCount()).count).toBe(1);

    const events = await db.prisma.event.findMany({ where: { caseId: item.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.type)).toEqual(['case.locked', 'case.changed', 'case.unlocked']);
    expect(events[1]?.payload).toMatchObject({
      caseNumber: item.number,
      version: 2,
      userId: assigner.id,
      before: { status: 'NOT_STARTED', priority: 'LOWEST', typeId: 120, ownerGroupId: 42 },
    });
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'case.assign', entityId: String(item.number) } }),
    ).toBe(1);
  });

  it('keeps a lock the assigner already held, and sends no message when assigning to oneself', async () => {
    const item = await createTestCase(db.prisma);
    const { user, caller } = await agent();
    await caller.caseLocks.acquire({ caseNumber: item.number });
    await caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId: user.id });
    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.assignee?.id).toBe(user.id);
    expect(page.lock).toMatchObject({ locked: true, mine: true });
    expect(await db.prisma.userMessage.count({ where: { caseId: item.id } })).toBe(0);
  });

  it('refuses with CONFLICT when someone else holds the lock, or the version is stale, changing nothing', async () => {
    const item = await createTestCase(db.prisma);
    const holder = await agent();
    const other = await agent('Cia', 'Ek');
    const assignee = await agent('Bo', 'Berg');
    await holder.caller.caseLocks.acquire({ caseNumber: item.number });
    const before = await snapshot(item.id);
    await expect(
      other.caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId: assignee.user.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: `Ärendet är låst av: ${holder.user.email}` });
    expect(await snapshot(item.id)).toEqual(before);

    await holder.caller.caseLocks.release({ caseNumber: item.number });
    await holder.caller.cases.update({ caseNumber: item.number, version: 1, header: 'Ny' });
    await holder.caller.caseLocks.release({ caseNumber: item.number });
    const afterUpdate = await snapshot(item.id);
    await expect(
      other.caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId: assignee.user.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_VERSION_MESSAGE });
    expect(await snapshot(item.id)).toEqual(afterUpdate);
  });

  it('refuses an assignee who is inactive or may not see cases, and users without a case group', async () => {
    const item = await createTestCase(db.prisma);
    const { caller } = await agent();
    const inactive = await createTestUser(db.prisma, { groups: ['SAPPIS'], active: false });
    const outsider = await createTestUser(db.prisma, { groups: ['CANTAB'] });
    for (const assigneeUserId of [inactive.id, outsider.id]) {
      await expect(
        caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ASSIGNEE_NOT_FOUND_MESSAGE });
    }
    expect((await snapshot(item.id)).ownerUserId).toBeNull();
    const cantab = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      cantab.caller.cases.assign({ caseNumber: item.number, version: 1, assigneeUserId: inactive.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('cases.update of the type', () => {
  it('changes the type and re-applies the automatic tag rules in the same write', async () => {
    await db.prisma.caseType.upsert({
      where: { id: 182 },
      update: {},
      create: { id: 182, name: 'Uppsägning av avtal', category: 'Uppsägning' },
    });
    const forOld = await db.prisma.tag.create({
      data: { name: 'Betalning auto', automatic: true, ruleCaseTypeId: 120 },
    });
    const forNew = await db.prisma.tag.create({
      data: { name: 'Uppsägning auto', automatic: true, ruleCaseTypeId: 182 },
    });
    const manual = await db.prisma.tag.create({ data: { name: 'Manuell' } });
    const item = await createTestCase(db.prisma);
    await db.prisma.caseTag.createMany({
      data: [
        { caseId: item.id, tagId: forOld.id, automatic: true },
        { caseId: item.id, tagId: manual.id, automatic: false },
      ],
    });
    const { caller } = await agent();
    expect((await caller.cases.types()).map((type) => type.id)).toEqual([120, 182]);
    await caller.cases.update({ caseNumber: item.number, version: 1, typeId: 182 });

    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.type).toMatchObject({ id: 182, name: 'Uppsägning av avtal' });
    expect([...page.tags].sort()).toEqual(['Manuell', 'Uppsägning auto']);
    expect(page.history.map((entry) => entry.action)).toEqual(['Typ ändrad till Uppsägning av avtal']);
    const events = await db.prisma.event.findMany({ where: { caseId: item.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.type)).toEqual([
      'tag.removed',
      'tag.added',
      'case.locked',
      'case.changed',
    ]);
    expect(events[3]?.payload).toMatchObject({ before: { typeId: 120 } });
    expect(
      await db.prisma.caseTag.findUnique({ where: { caseId_tagId: { caseId: item.id, tagId: forNew.id } } }),
    ).toMatchObject({ automatic: true });
  });

  it('refuses an unknown type and changes nothing', async () => {
    const item = await createTestCase(db.prisma);
    const { caller } = await agent();
    const before = await snapshot(item.id);
    await expect(
      caller.cases.update({ caseNumber: item.number, version: 1, typeId: 999_999 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Ärendetypen finns inte' });
    expect(await snapshot(item.id)).toEqual(before);
  });
});
