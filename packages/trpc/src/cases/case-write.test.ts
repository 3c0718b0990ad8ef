import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { MISSING_CONTACT_INFO_MESSAGE } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { STALE_VERSION_MESSAGE } from './write-case.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const agent = () =>
  signInTestUser(db.prisma, { groups: ['SAPPIS'], firstName: 'Anna', lastName: 'Lindqvist' });

async function snapshot(caseId: number) {
  const [item, history, logs, events] = await Promise.all([
    db.prisma.case.findUniqueOrThrow({ where: { id: caseId } }),
    db.prisma.caseHistoryEntry.count({ where: { caseId } }),
    db.prisma.caseLog.count({ where: { caseId } }),
    db.prisma.event.count({ where: { caseId } }),
  ]);
  return { header: item.header, status: item.status, version: item.version, history, logs, events };
}

describe('cases.byNumber', () => {
  it('gives the case page with lock, relation and empty history', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 100001, header: 'Byte av betalsätt' });
    await db.prisma.caseFormField.create({
      data: { caseId: item.id, title: 'Beskrivning', required: true, value: 'Kunden vill byta' },
    });
    const { caller } = await agent();
    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page).toMatchObject({
      number: item.number,
      header: 'Byte av betalsätt',
      status: { key: 'NOT_STARTED', id: 1, name: 'Ej påbörjad' },
      priority: { key: 'LOWEST', name: 'Lägsta' },
      type: { id: 120, category: 'Betalning' },
      ownerGroup: { id: 42 },
      relation: { customerNumber: 100001 },
      formFields: [{ title: 'Beskrivning', required: true, value: 'Kunden vill byta' }],
      history: [],
      logs: [],
      tags: [],
      lock: { locked: false, lockedBy: null, mine: false },
      version: 1,
    });
    await expect(caller.cases.byNumber({ caseNumber: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('cases.update', () => {
  it('changes the case, locks it for the writer and records history, audit and event', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 100001 });
    const field = await db.prisma.caseFormField.create({ data: { caseId: item.id, title: 'Beskrivning' } });
    const { user, caller } = await agent();
    const result = await caller.cases.update({
      caseNumber: item.number,
      version: 1,
      header: 'Ny rubrik',
      priority: 'HIGH',
      status: 'IN_PROGRESS',
      fields: [{ id: field.id, value: 'Text' }],
    });
    expect(result).toEqual({ version: 2 });
    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page).toMatchObject({
      header: 'Ny rubrik',
      priority: { name: 'Hög' },
      status: { name: 'Pågående' },
      formFields: [{ value: 'Text' }],
      lock: { locked: true, mine: true, lockedBy: user.email },
      version: 2,
    });
    expect(page.history.map((entry) => entry.action).sort()).toEqual(
      [
        'Fältet Beskrivning ändrat',
        'Prioritet ändrad till Hög',
        'Rubrik ändrad till Ny rubrik',
        'Status ändrad till Pågående',
      ].sort(),
    );
    expect(page.history[0]?.userName).toBe('Anna Lindqvist');
    const events = await db.prisma.event.findMany({ where: { caseId: item.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.type)).toEqual(['case.locked', 'case.changed']);
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'case.update', entityId: String(item.number) } }),
    ).toBe(1);
  });

  it('refuses a stale version and changes nothing', async () => {
    const item = await createTestCase(db.prisma);
    const { caller } = await agent();
    await caller.cases.update({ caseNumber: item.number, version: 1, header: 'Först' });
    const before = await snapshot(item.id);
    await expect(
      caller.cases.update({ caseNumber: item.number, version: 1, header: 'Sen' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STALE_VERSION_MESSAGE,
    });
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('refuses a change to a case locked by someone else with the banner text, changing nothing', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 100001 });
    const holder = await agent();
    await holder.caller.caseLocks.acquire({ caseNumber: item.number });
    const other = await agent();
    const before = await snapshot(item.id);
    const banner = `Ärendet är låst av: ${holder.user.email}`;
    await expect(
      other.caller.cases.update({ caseNumber: item.number, version: 1, header: 'Nej' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: banner,
    });
    await expect(
      other.caller.cases.setStatus({ caseNumber: item.number, version: 1, outcome: 'SOLVED', text: 'Klart' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: banner });
    await expect(other.caller.caseLocks.acquire({ caseNumber: item.number })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: banner,
    });
    expect(await snapshot(item.id)).toEqual(before);
    await expect(other.caller.caseLocks.takeOver({ caseNumber: item.number })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // A queue-manager group alone, without the case page's group, takes over nothing either.
    const outsider = await signInTestUser(db.prisma, { groups: ['RESPONSIBLE_CUSTOMER_SUPPORT'] });
    await expect(outsider.caller.caseLocks.takeOver({ caseNumber: item.number })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('refuses a change that changes nothing, and invalid input', async () => {
    const item = await createTestCase(db.prisma, { header: 'Samma' });
    const { caller } = await agent();
    await expect(
      caller.cases.update({ caseNumber: item.number, version: 1, header: 'Samma' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.cases.update({ caseNumber: item.number, version: 1, header: 'x'.repeat(41) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db.prisma.caseLock.count({ where: { caseId: item.id } })).toBe(0);
  });
});

describe('cases.setStatus (the case status panel)', () => {
  it('SOLVED gives Avslutad and RETURN Väntar på svar från kund; the text becomes a log entry', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 100001 });
    const { caller } = await agent();
    await caller.cases.setStatus({
      caseNumber: item.number,
      version: 1,
      outcome: 'RETURN',
      text: 'Ringer tillbaka',
    });
    let page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.status.name).toBe('Väntar på svar från kund');
    expect(page.logs[0]).toMatchObject({ message: 'Ringer tillbaka', userName: 'Anna Lindqvist' });

    await caller.cases.setStatus({ caseNumber: item.number, version: 2, outcome: 'SOLVED', text: 'Löst' });
    page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.status.name).toBe('Avslutad');
    expect(page.history.map((entry) => entry.action)).toEqual([
      'Status ändrad till Avslutad',
      'Status ändrad till Väntar på svar från kund',
    ]);
  });

  it('needs a text and a case relation', async () => {
    const item = await createTestCase(db.prisma);
    const { caller } = await agent();
    await expect(
      caller.cases.setStatus({ caseNumber: item.number, version: 1, outcome: 'SOLVED', text: '  ' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(MISSING_CONTACT_INFO_MESSAGE),
    });
    const before = await snapshot(item.id);
    await expect(
      caller.cases.setStatus({ caseNumber: item.number, version: 1, outcome: 'SOLVED', text: 'Klart' }),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: MISSING_CONTACT_INFO_MESSAGE });
    expect(await snapshot(item.id)).toEqual(before);
  });
});
