import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { CASE_CREATE_TEXTS, type CaseCreateInput, caseQueueFilterSchema } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuesTouchedByCaseEvent } from '../case-queues/queue-event-scope.ts';
import type { LiveEvent } from '../events/event-types.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { CASE_CREATED_HISTORY, OWNER_GROUP_NOT_FOUND_MESSAGE } from './create-case.ts';
import { CASE_TYPE_NOT_FOUND_MESSAGE } from './update-case.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // The catalogue rows (type 120, owner group 42) the fixtures use.
  await createTestCase(db.prisma);
  await db.prisma.caseType.create({ data: { id: 135, name: 'Uppsägning av tjänst', category: 'Avtal' } });
  await db.prisma.caseOwnerGroup.create({ data: { id: 117, name: 'Avslut' } });
});
afterAll(async () => {
  await db?.drop();
});

const agent = () =>
  signInTestUser(db.prisma, { groups: ['SAPPIS'], firstName: 'Anna', lastName: 'Lindqvist' });

const termination = (overrides: Partial<CaseCreateInput> = {}): CaseCreateInput => ({
  requestId: randomUUID(),
  userAsOwner: true,
  typeId: 135,
  ownerGroupId: 117,
  fields: [
    {
      title: 'Beskrivning',
      fieldType: 2,
      order: 1,
      required: true,
      value: 'Uppsägning av Bredband 250/250 från månadsskiftet, kunden flyttar',
    },
    { title: 'Kommentar', fieldType: 2, order: 2, required: false, value: '  ' },
  ],
  relation: {
    customerNumber: 100001,
    customerName: 'Karin Lindqvist',
    customerEmail: 'karin.lindqvist@example.se',
    customerMobilePhone: '070-123 45 67',
    customerAddress: 'Storgatan 12',
    customerPostal: '41301 Göteborg',
    customerOrderNumber: '',
  },
  ...overrides,
});

async function snapshot() {
  const [cases, fields, relations, history, events, audits, requests, caseTags] = await Promise.all([
    db.prisma.case.count(),
    db.prisma.caseFormField.count(),
    db.prisma.caseRelation.count(),
    db.prisma.caseHistoryEntry.count(),
    db.prisma.event.count(),
    db.prisma.auditEntry.count({ where: { action: 'case.create' } }),
    db.prisma.idempotentRequest.count(),
    db.prisma.caseTag.count(),
  ]);
  return { cases, fields, relations, history, events, audits, requests, caseTags };
}

const liveEvent = (event: {
  id: bigint;
  type: string;
  caseId: number | null;
  payload: unknown;
}): LiveEvent => ({
  id: String(event.id),
  type: event.type as LiveEvent['type'],
  caseId: event.caseId,
  userId: null,
  queueId: null,
  payload: event.payload as Record<string, unknown>,
  createdAt: new Date().toISOString(),
});

describe('cases.create', () => {
  it('creates the case with its fields, relation, owner, history, audit, automatic tags and the event last', async () => {
    const { user, caller } = await agent();
    const rule = await db.prisma.tag.create({
      data: { name: 'Uppsägning', automatic: true, ruleCaseTypeId: 135 },
    });
    await db.prisma.tag.create({ data: { name: 'Annan regel', automatic: true, ruleCaseTypeId: 120 } });
    const largest = await db.prisma.case.aggregate({ _max: { number: true } });

    const created = await caller.cases.create(termination());
    expect(created).toMatchObject({ number: (largest._max.number ?? 0) + 1, version: 1 });

    const page = await caller.cases.byNumber({ caseNumber: created.number });
    expect(page).toMatchObject({
      id: created.id,
      // Document 1 section 5: the first 40 characters of the first field value.
      header: 'Uppsägning av Bredband 250/250 från måna',
      status: { key: 'NOT_STARTED', name: 'Ej påbörjad' },
      priority: { key: 'LOWEST', name: 'Lägsta' },
      type: { id: 135 },
      ownerGroup: { id: 117 },
      assignee: { id: user.id, name: 'Anna Lindqvist', email: user.email },
      tags: ['Uppsägning'],
      relation: {
        customerNumber: 100001,
        customerName: 'Karin Lindqvist',
        customerPostal: '41301 Göteborg',
        customerOrderNumber: null,
        signalCentral: null,
      },
      lock: { locked: false },
    });
    expect(page.formFields.map((field) => [field.title, field.order, field.required, field.value])).toEqual([
      ['Beskrivning', 1, true, 'Uppsägning av Bredband 250/250 från månadsskiftet, kunden flyttar'],
      ['Kommentar', 2, false, null],
    ]);
    expect(page.history.map((entry) => [entry.action, entry.userName]).sort()).toEqual(
      [
        [CASE_CREATED_HISTORY, 'Anna Lindqvist'],
        [`Tilldelat Anna Lindqvist (${user.email})`, 'Anna Lindqvist'],
      ].sort(),
    );
    expect(
      await db.prisma.auditEntry.findFirst({
        where: { action: 'case.create', entityId: String(created.number) },
      }),
    ).toMatchObject({ userId: user.id, entityType: 'Case' });
    expect(await db.prisma.case.findUnique({ where: { id: created.id } })).toMatchObject({
      createdById: user.id,
      ownerUserId: user.id,
    });

    const events = await db.prisma.event.findMany({ where: { caseId: created.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.type)).toEqual(['tag.added', 'case.changed']);
    expect(events[0]?.payload).toMatchObject({ tagId: rule.id, automatic: true });
    expect(events[1]?.payload).toEqual({
      caseNumber: created.number,
      version: 1,
      userId: user.id,
      created: true,
      before: null,
    });

    // Queue streams see the new case enter the queues it is in, and only those.
    const queues = [
      { id: 1, filter: caseQueueFilterSchema.parse({ statuses: ['NOT_STARTED'] }) },
      { id: 2, filter: caseQueueFilterSchema.parse({ caseTypeIds: [120] }) },
      { id: 3, filter: caseQueueFilterSchema.parse({ tagIds: [rule.id] }) },
    ];
    const changed = events[1];
    if (!changed) throw new Error('no case.changed');
    expect(await queuesTouchedByCaseEvent(db.prisma, queues, liveEvent(changed), { markers: false })).toEqual(
      [1, 3],
    );
  });

  it('takes the header from the first field value in form order, on one line, never from the client', async () => {
    const { caller } = await agent();
    const sent = {
      ...termination({
        fields: [
          { title: 'Kommentar', order: 2, value: 'Kunden ringer tillbaka i morgon' },
          {
            title: 'Beskrivning',
            order: 1,
            value: 'Routern startar om\nflera gånger i timmen sedan i går kväll.',
          },
        ],
      }),
      header: 'Rubrik som klienten hittat på',
    };
    const created = await caller.cases.create(sent);
    const stored = await db.prisma.case.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.header).toBe('Routern startar om flera gånger i timmen');
  });

  it('takes the status and priority given, without owner when userAsOwner is false', async () => {
    const { caller } = await agent();
    const created = await caller.cases.create(
      termination({
        userAsOwner: false,
        status: 'IN_PROGRESS',
        priority: 'HIGH',
        relation: null,
        fields: [{ title: 'Beskrivning', value: 'Fel på routern' }],
      }),
    );
    const page = await caller.cases.byNumber({ caseNumber: created.number });
    expect(page).toMatchObject({
      status: { key: 'IN_PROGRESS' },
      priority: { key: 'HIGH' },
      assignee: null,
      header: 'Fel på routern',
      relation: null,
    });
    expect(page.history.map((entry) => entry.action)).toEqual([CASE_CREATED_HISTORY]);
  });

  it('refuses bad input with BAD_REQUEST and Swedish messages, writing nothing', async () => {
    const { caller } = await agent();
    const before = await snapshot();
    const refusal = (input: CaseCreateInput) => caller.cases.create(input).catch((error: unknown) => error);

    // No field value to take the header from.
    for (const fields of [[], [{ title: 'Kommentar', value: ' \n ' }]]) {
      const headless = await refusal(termination({ fields }));
      expect(headless).toMatchObject({ code: 'BAD_REQUEST' });
      expect(JSON.stringify(headless)).toContain(CASE_CREATE_TEXTS.headerRequired);
    }
    await expect(
      caller.cases.create(
        termination({ fields: [{ title: 'Tjänst', fieldType: 2, order: 1, required: true, value: ' ' }] }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.cases.create(termination({ typeId: 9_999 }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CASE_TYPE_NOT_FOUND_MESSAGE,
    });
    await expect(caller.cases.create(termination({ ownerGroupId: 9_999 }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: OWNER_GROUP_NOT_FOUND_MESSAGE,
    });
    // A refused submit keeps nothing of its requestId: the corrected one goes through.
    const requestId = randomUUID();
    await expect(caller.cases.create(termination({ requestId, typeId: 9_999 }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await snapshot()).toEqual(before);
    await expect(caller.cases.create(termination({ requestId }))).resolves.toMatchObject({ version: 1 });
  });

  it('creates once for a retried submit with the same requestId, also when the retries race', async () => {
    const { caller } = await agent();
    const requestId = randomUUID();
    const first = await caller.cases.create(termination({ requestId }));
    const before = await snapshot();
    expect(await caller.cases.create(termination({ requestId }))).toEqual(first);
    expect(await snapshot()).toEqual(before);

    const racing = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => caller.cases.create(termination({ requestId: racing }))),
    );
    expect(new Set(answers.map((answer) => answer.number)).size).toBe(1);
    expect((await snapshot()).cases).toBe(before.cases + 1);

    // Another user's requestId is not theirs to replay.
    const other = await agent();
    await expect(other.caller.cases.create(termination({ requestId }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('gives concurrent creates distinct consecutive numbers', async () => {
    const { caller } = await agent();
    const created = await Promise.all([1, 2, 3, 4].map(() => caller.cases.create(termination())));
    const numbers = created.map((item) => item.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(3);
  });

  it('refuses callers without a case group (FORBIDDEN), writing nothing', async () => {
    const before = await snapshot();
    const noGroups = await signInTestUser(db.prisma, { groups: [] });
    const cantab = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(noGroups.caller.cases.create(termination())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(cantab.caller.cases.create(termination())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });
});
