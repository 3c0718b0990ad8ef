import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { CASE_WORKSPACE_TEXTS, CHILD_CASES_SHOWN_MAX } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

/** Child cases, the link to a main case and the case contact form, through the real API. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const versionOf = async (number: number) =>
  (await db.prisma.case.findUniqueOrThrow({ where: { number } })).version;

describe('cases.children and cases.createChild', () => {
  it('creates a child with the parent’s customer and lists at most 500 children with the total', async () => {
    const parent = await createTestCase(db.prisma, { customerNumber: 5151, header: 'Huvudärende' });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    expect(await caller.cases.children({ caseNumber: parent.number })).toEqual({ total: 0, children: [] });

    const child = await caller.cases.createChild({
      requestId: randomUUID(),
      parentCaseNumber: parent.number,
      typeId: 120,
      ownerGroupId: 42,
      fields: [{ title: 'Beskrivning', value: 'Underärende' }],
    });
    const stored = await db.prisma.case.findUniqueOrThrow({
      where: { number: child.number },
      include: { relation: true },
    });
    expect(stored.parentCaseId).toBe(parent.id);
    expect(stored.relation).toMatchObject({ customerNumber: 5151, customerName: 'Karin Lindqvist' });
    const listed = await caller.cases.children({ caseNumber: parent.number });
    expect(listed).toMatchObject({
      total: 1,
      children: [{ number: child.number, header: 'Underärende', status: { name: 'Ej påbörjad' } }],
    });

    // 501 more children: 502 in all, 500 shown.
    // Above every case number so far (the API numbers a new case as the largest + 1).
    const base = child.number + 1_000;
    await db.prisma.case.createMany({
      data: Array.from({ length: CHILD_CASES_SHOWN_MAX + 1 }, (_, i) => ({
        number: base + i,
        header: `Barn ${i}`,
        typeId: 120,
        ownerGroupId: 42,
        parentCaseId: parent.id,
      })),
    });
    const many = await caller.cases.children({ caseNumber: parent.number });
    expect(many.total).toBe(CHILD_CASES_SHOWN_MAX + 2);
    expect(many.children).toHaveLength(CHILD_CASES_SHOWN_MAX);
    expect(many.children[0]?.number).toBe(base + CHILD_CASES_SHOWN_MAX);
  });

  it('refuses a missing parent and bad input, creating nothing', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.case.count();
    await expect(
      caller.cases.createChild({
        requestId: randomUUID(),
        parentCaseNumber: 99_999_999,
        typeId: 120,
        ownerGroupId: 42,
        fields: [{ title: 'Beskrivning', value: 'Föräldralös' }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Ärendet finns inte' });
    const parent = await createTestCase(db.prisma);
    await expect(
      caller.cases.createChild({
        requestId: randomUUID(),
        parentCaseNumber: parent.number,
        typeId: 120,
        ownerGroupId: 42,
        fields: [{ title: 'Beskrivning', value: '' }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db.prisma.case.count()).toBe(before + 1);
  });

  it('is refused without the case groups', async () => {
    const parent = await createTestCase(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.cases.children({ caseNumber: parent.number })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      caller.cases.link({ caseNumber: parent.number, version: 1, mainCaseNumber: 1 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('cases.link', () => {
  it('links a case to a main case, refusing itself, a missing main case and cycles', async () => {
    const top = await createTestCase(db.prisma, { header: 'Topp' });
    const middle = await createTestCase(db.prisma, { header: 'Mitten' });
    const bottom = await createTestCase(db.prisma, { header: 'Botten' });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    await caller.cases.link({
      caseNumber: middle.number,
      version: await versionOf(middle.number),
      mainCaseNumber: top.number,
    });
    await caller.cases.link({
      caseNumber: bottom.number,
      version: await versionOf(bottom.number),
      mainCaseNumber: middle.number,
    });
    expect((await db.prisma.case.findUniqueOrThrow({ where: { id: bottom.id } })).parentCaseId).toBe(
      middle.id,
    );
    const history = await db.prisma.caseHistoryEntry.findMany({ where: { caseId: bottom.id } });
    expect(history.map((entry) => entry.action)).toContain(`Länkat till huvudärende ${middle.number}`);

    const refused = async (caseNumber: number, mainCaseNumber: number, message: string) => {
      const version = await versionOf(caseNumber);
      await expect(caller.cases.link({ caseNumber, version, mainCaseNumber })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      const after = await db.prisma.case.findUniqueOrThrow({ where: { number: caseNumber } });
      expect(after.version).toBe(version);
    };
    await refused(top.number, top.number, CASE_WORKSPACE_TEXTS.selfLink);
    await refused(top.number, bottom.number, CASE_WORKSPACE_TEXTS.linkCycle);
    await refused(top.number, middle.number, CASE_WORKSPACE_TEXTS.linkCycle);
    await refused(top.number, 99_999_998, CASE_WORKSPACE_TEXTS.mainCaseMissing);
    expect((await db.prisma.case.findUniqueOrThrow({ where: { id: top.id } })).parentCaseId).toBeNull();
  });

  it('refuses two links made at once that would together make a cycle', async () => {
    const a = await createTestCase(db.prisma);
    const b = await createTestCase(db.prisma);
    const anna = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const johan = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const results = await Promise.allSettled([
      anna.caller.cases.link({ caseNumber: a.number, version: a.version, mainCaseNumber: b.number }),
      johan.caller.cases.link({ caseNumber: b.number, version: b.version, mainCaseNumber: a.number }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [aAfter, bAfter] = await Promise.all([
      db.prisma.case.findUniqueOrThrow({ where: { id: a.id } }),
      db.prisma.case.findUniqueOrThrow({ where: { id: b.id } }),
    ]);
    expect([aAfter.parentCaseId, bAfter.parentCaseId].filter((id) => id !== null)).toHaveLength(1);
  });
});

describe('cases.updateContact', () => {
  it('saves changed contact fields, keeps the customer number, refuses no change', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 6161 });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const contact = {
      customerName: 'Karin Lindqvist',
      customerEmail: 'karin@example.se',
      customerPhone: '031-123456',
    };
    await caller.cases.updateContact({ caseNumber: item.number, version: item.version, contact });
    const relation = await db.prisma.caseRelation.findUniqueOrThrow({ where: { caseId: item.id } });
    expect(relation).toMatchObject({ ...contact, customerNumber: 6161 });

    await expect(
      caller.cases.updateContact({ caseNumber: item.number, version: await versionOf(item.number), contact }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Inga ändringar att spara' });
    await expect(
      caller.cases.updateContact({
        caseNumber: item.number,
        version: await versionOf(item.number),
        contact: { ...contact, customerNumber: 1 } as never,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      (await db.prisma.caseRelation.findUniqueOrThrow({ where: { caseId: item.id } })).customerNumber,
    ).toBe(6161);
  });
});
