import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

let sequence = 0;
/** A customer whose agreement lies under a main agreement with an operator and a main central. */
async function customerUnderMainAgreement() {
  sequence += 1;
  const created = await createTestCustomer(db.prisma);
  const operator = await db.prisma.operator.create({ data: { name: `Operatör ${sequence}` } });
  const central = await db.prisma.mainCentral.create({ data: { name: `HC-${process.pid}-${sequence}` } });
  const main = await db.prisma.mainAgreement.create({
    data: {
      number: 70_000 + (process.pid % 1000) * 100 + sequence,
      name: 'Brf Linden',
      operatorId: operator.id,
      mainCentralId: central.id,
      startsAt: new Date('2020-01-01'),
    },
  });
  await db.prisma.agreement.update({
    where: { id: created.agreement.id },
    data: { mainAgreementId: main.id },
  });
  return { ...created, operator, central, main };
}

const form = {
  title: 'Fiberarbete',
  message: 'Grävning i området v. 48',
  startsAt: '',
  endsAt: '',
  active: true,
};

describe('memos: create, update, deactivate', () => {
  it('lists the scopes of the customer and creates memos on each, shown to the customer, with audit rows', async () => {
    const { customer, operator, central, main } = await customerUnderMainAgreement();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'BUSINESS_SUPPORT'] });
    const customerNumber = customer.customerNumber;

    const before = await caller.memos.forCustomer({ customerNumber });
    expect(before.memos).toEqual([]);
    expect(before.scopes).toEqual([
      {
        kind: 'MAIN_AGREEMENT',
        mainAgreementNumber: main.number,
        label: `Huvudavtal ${main.number} – Brf Linden`,
      },
      { kind: 'OPERATOR', operatorId: operator.id, label: `Operatörskund ${operator.name}` },
      { kind: 'MAIN_CENTRAL', mainCentral: central.name, label: `Huvudcentral ${central.name}` },
    ]);

    const first = await caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
      form,
    });
    expect(first.message).toBe('Memot är sparat');
    await caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'OPERATOR', operatorId: operator.id },
      form,
    });
    await caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_CENTRAL', mainCentral: central.name },
      form: { ...form, startsAt: '2020-01-01', endsAt: '2020-12-31' },
    });

    const after = await caller.memos.forCustomer({ customerNumber });
    expect(after.memos).toHaveLength(3);
    const view = await caller.customers.byNumber({ customerNumber });
    expect(view.memos.filter((memo) => memo.active)).toHaveLength(2);
    expect(view.memos.find((memo) => memo.scope.kind === 'MAIN_CENTRAL')).toMatchObject({
      active: false,
      endsAt: '2020-12-31',
    });
    expect(await db.prisma.auditEntry.count({ where: { action: 'memo.create' } })).toBeGreaterThanOrEqual(3);
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'memo.create', entityId: String(first.id) } }),
    ).toBe(1);
  });

  it('updates and deactivates a memo; the customer sees it inactive', async () => {
    const { customer, main } = await customerUnderMainAgreement();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const { id } = await caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
      form,
    });

    expect(
      await caller.memos.update({
        id,
        form: { ...form, message: 'Grävning klar v. 49', endsAt: '2099-12-31' },
      }),
    ).toEqual({ id, message: 'Memot är uppdaterat' });
    expect(await db.prisma.memo.findUniqueOrThrow({ where: { id } })).toMatchObject({
      message: 'Grävning klar v. 49',
      endsAt: new Date('2099-12-31'),
    });
    expect(await caller.memos.deactivate({ id })).toEqual({ id, message: 'Memot är inaktiverat' });

    const memos = (await caller.memos.forCustomer({ customerNumber: customer.customerNumber })).memos;
    expect(memos).toEqual([
      expect.objectContaining({ id, active: false, flaggedActive: false, message: 'Grävning klar v. 49' }),
    ]);
    const actions = await db.prisma.auditEntry.findMany({
      where: { entityType: 'Memo', entityId: String(id) },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual(['memo.create', 'memo.update', 'memo.deactivate']);
  });

  it('refuses staff without the main-agreement groups, bad input, unknown scopes and no-op saves, changing nothing', async () => {
    const { main } = await customerUnderMainAgreement();
    const { caller: admin } = await signInTestUser(db.prisma, { groups: ['ADMIN'] });
    const { caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { id } = await admin.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
      form,
    });
    const memosBefore = await db.prisma.memo.count();
    const auditBefore = await db.prisma.auditEntry.count({ where: { entityType: 'Memo' } });
    const stored = await db.prisma.memo.findUniqueOrThrow({ where: { id } });

    await expect(
      agent.memos.create({
        requestId: randomUUID(),
        scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
        form,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(agent.memos.deactivate({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      admin.memos.create({
        requestId: randomUUID(),
        scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
        form: { ...form, message: ' ' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.memos.update({ id, form: { ...form, startsAt: '2026-12-01', endsAt: '2026-11-01' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.memos.create({
        requestId: randomUUID(),
        scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: 999_999_999 },
        form,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Det som memot ska gälla hittades inte' });
    await expect(
      admin.memos.create({
        requestId: randomUUID(),
        scope: { kind: 'MAIN_CENTRAL', mainCentral: 'Finns inte' },
        form,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.memos.update({ id, form })).rejects.toMatchObject({
      message: 'Inga ändringar att spara',
    });
    await expect(admin.memos.update({ id: 999_999_999, form })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Memot hittades inte',
    });
    await admin.memos.deactivate({ id });
    await expect(admin.memos.deactivate({ id })).rejects.toMatchObject({
      message: 'Memot är redan inaktivt',
    });

    expect(await db.prisma.memo.count()).toBe(memosBefore);
    expect(await db.prisma.auditEntry.count({ where: { entityType: 'Memo' } })).toBe(auditBefore + 1);
    expect(await db.prisma.memo.findUniqueOrThrow({ where: { id } })).toEqual({ ...stored, active: false });
  });
});
