import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../cases/write-case.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { applyAutomaticTags } from './automatic-tags.ts';

const env = useLiveDatabase();

beforeAll(async () => {
  await env.db.prisma.caseType.createMany({
    data: [
      { id: 182, name: 'Uppsägning', category: 'Avtal' },
      { id: 184, name: 'Retur', category: 'Hårdvara' },
    ],
  });
});

const admin = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
const agent = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });

async function snapshot() {
  const [tags, caseTags, events, audits, locks, history, versions] = await Promise.all([
    env.db.prisma.tag.findMany({ orderBy: { id: 'asc' } }),
    env.db.prisma.caseTag.findMany({ orderBy: [{ caseId: 'asc' }, { tagId: 'asc' }] }),
    env.db.prisma.event.count(),
    env.db.prisma.auditEntry.count(),
    env.db.prisma.caseLock.count(),
    env.db.prisma.caseHistoryEntry.count(),
    env.db.prisma.case.findMany({ orderBy: { id: 'asc' }, select: { id: true, version: true } }),
  ]);
  return { tags, caseTags, events, audits, locks, history, versions };
}

describe('tags on cases', () => {
  it('adds by id or by a new name, lists per case with hideAutomatic, and removes, each a versioned case write', async () => {
    const { caller } = await signInTestUser(env.db.prisma, {
      groups: ['SAPPIS'],
      firstName: 'Anna',
      lastName: 'Lindqvist',
    });
    const item = await createTestCase(env.db.prisma);
    const vip = await env.db.prisma.tag.create({ data: { name: 'VIP' } });
    const auto = await env.db.prisma.tag.create({
      data: { name: 'Auto', automatic: true, ruleCaseTypeId: 120 },
    });
    await env.db.prisma.$transaction((tx) => applyAutomaticTags(tx, item.id));

    expect(await caller.tags.addToCase({ caseId: item.id, version: 1, tagId: vip.id })).toEqual({
      id: vip.id,
      name: 'VIP',
      automatic: false,
      caseId: item.id,
      version: 2,
    });
    const created = await caller.tags.addToCase({ caseId: item.id, version: 2, name: ' Återkoppling ' });
    expect(created).toMatchObject({ name: 'Återkoppling', automatic: false, version: 3 });
    // Again by name: the same tag, nothing written; the answer keeps the version sent.
    expect(await caller.tags.addToCase({ caseId: item.id, version: 3, name: 'återkoppling' })).toMatchObject({
      id: created.id,
      version: 3,
    });

    const all = await caller.tags.list({ caseIds: [item.id] });
    expect(all.map((tag) => [tag.name, tag.automatic]).sort()).toEqual([
      ['Auto', true],
      ['VIP', false],
      ['Återkoppling', false],
    ]);
    const manual = await caller.tags.list({ caseIds: [item.id], hideAutomatic: true });
    expect(manual.map((tag) => tag.id).sort()).toEqual([vip.id, created.id].sort());
    expect((await caller.tags.list({ hideAutomatic: true })).some((tag) => tag.id === auto.id)).toBe(false);

    expect(await caller.tags.removeFromCase({ id: vip.id, caseId: item.id, version: 3 })).toEqual({
      removed: true,
      version: 4,
    });
    expect((await caller.tags.list({ caseIds: [item.id] })).map((tag) => tag.id)).not.toContain(vip.id);

    const page = await caller.cases.byNumber({ caseNumber: item.number });
    expect(page.version).toBe(4);
    expect(page.history.map((entry) => entry.action).sort()).toEqual(
      ['Tagg tillagd: VIP', 'Tagg tillagd: Återkoppling', 'Tagg borttagen: VIP'].sort(),
    );
    expect(page.history.every((entry) => entry.userName === 'Anna Lindqvist')).toBe(true);
    // Each change: 'case.changed' (which refreshes the open case page), then its tag events.
    const events = await env.db.prisma.event.findMany({
      where: { caseId: item.id, type: { not: 'case.locked' } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((event) => event.type)).toEqual([
      'tag.added', // the rule's, applied above
      'case.changed',
      'tag.added',
      'case.changed',
      'tag.added',
      'case.changed',
      'tag.removed',
    ]);
    expect(events[5]?.payload).toMatchObject({ caseNumber: item.number, version: 4 });
    expect(
      await env.db.prisma.auditEntry.groupBy({
        by: ['action'],
        where: { entityType: 'Case', entityId: String(item.number), action: { startsWith: 'tag.' } },
        _count: true,
        orderBy: { action: 'asc' },
      }),
    ).toEqual([
      { action: 'tag.add', _count: 2 },
      { action: 'tag.remove', _count: 1 },
    ]);
  });

  it('refuses a stale version with CONFLICT, changing nothing', async () => {
    const { caller } = await agent();
    const item = await createTestCase(env.db.prisma);
    const tag = await env.db.prisma.tag.create({ data: { name: 'Inaktuell' } });
    await caller.cases.update({ caseNumber: item.number, version: 1, header: 'Ny rubrik' });
    await caller.tags.addToCase({ caseId: item.id, version: 2, tagId: tag.id });
    const before = await snapshot();
    await expect(
      caller.tags.removeFromCase({ id: tag.id, caseId: item.id, version: 2 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STALE_VERSION_MESSAGE,
    });
    await expect(
      caller.tags.addToCase({ caseId: item.id, version: 1, name: 'Ny tagg' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STALE_VERSION_MESSAGE,
    });
    expect(await snapshot()).toEqual(before);
    expect(await env.db.prisma.tag.count({ where: { name: 'Ny tagg' } })).toBe(0);
  });

  it('refuses removing a tag the case lacks, an unknown case, and users without SAPPIS, changing nothing', async () => {
    const { caller } = await agent();
    const outsider = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    const item = await createTestCase(env.db.prisma);
    const tag = await env.db.prisma.tag.create({ data: { name: 'Reklamation' } });
    const before = await snapshot();
    await expect(
      caller.tags.removeFromCase({ id: tag.id, caseId: item.id, version: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ärendet har inte taggen',
    });
    await expect(
      caller.tags.addToCase({ caseId: 99_999_999, version: 1, tagId: tag.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Ärendet finns inte' });
    await expect(
      caller.tags.addToCase({ caseId: item.id, version: 1, tagId: 9_999_999 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Taggen finns inte',
    });
    await expect(caller.tags.addToCase({ caseId: item.id, version: 1, name: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      outsider.caller.tags.addToCase({ caseId: item.id, version: 1, tagId: tag.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(outsider.caller.tags.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });

  it('is a case change: refused with the lock banner text while someone else holds the case, changing nothing', async () => {
    const holder = await agent();
    const other = await agent();
    const item = await createTestCase(env.db.prisma);
    const tag = await env.db.prisma.tag.create({ data: { name: 'Låst-test' } });
    await holder.caller.tags.addToCase({ caseId: item.id, version: 1, tagId: tag.id });
    expect(await env.db.prisma.caseLock.findUnique({ where: { caseId: item.id } })).toMatchObject({
      userId: holder.user.id,
    });
    const before = await snapshot();
    await expect(
      other.caller.tags.removeFromCase({ id: tag.id, caseId: item.id, version: 2 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Ärendet är låst av: ${holder.user.email}`,
    });
    await expect(
      other.caller.tags.addToCase({ caseId: item.id, version: 2, name: 'Annan' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('applies the rules on a type change: adds the new type’s automatic tags and drops the old ones', async () => {
    const item = await createTestCase(env.db.prisma);
    const termination = await env.db.prisma.tag.create({
      data: { name: 'Uppsägning', automatic: true, ruleCaseTypeId: 182 },
    });
    const returns = await env.db.prisma.tag.create({
      data: { name: 'Retur', automatic: true, ruleCaseTypeId: 184 },
    });
    await env.db.prisma.case.update({ where: { id: item.id }, data: { typeId: 182 } });
    expect(await env.db.prisma.$transaction((tx) => applyAutomaticTags(tx, item.id))).toEqual({
      added: [termination.id],
      removed: [],
    });
    await env.db.prisma.case.update({ where: { id: item.id }, data: { typeId: 184 } });
    expect(await env.db.prisma.$transaction((tx) => applyAutomaticTags(tx, item.id))).toEqual({
      added: [returns.id],
      removed: [termination.id],
    });
    const rows = await env.db.prisma.caseTag.findMany({ where: { caseId: item.id } });
    expect(rows.map((row) => [row.tagId, row.automatic])).toEqual([[returns.id, true]]);
  });
});

describe('the tag catalogue', () => {
  it('creates, renames, sets a rule and deletes, with usage counts; open cases hear about it live', async () => {
    const { caller } = await admin();
    const viewer = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    const item = await createTestCase(env.db.prisma);
    const subscribers = env.hub.subscriberCount;
    const live = collectEvents((signal) => viewer.connect(signal).tags.onChanged({ caseId: item.id }));
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + 1);

    const { id } = await caller.tags.create({ requestId: randomUUID(), name: 'Eskalerad' });
    await caller.tags.addToCase({ caseId: item.id, version: 1, tagId: id });
    let row = (await caller.tags.catalogue()).tags.find((tag) => tag.id === id);
    expect(row).toEqual({ id, name: 'Eskalerad', automatic: false, ruleCaseType: null, usageCount: 1 });

    await caller.tags.rename({ id, name: 'Eskalerat' });
    await caller.tags.setRule({ id, ruleCaseTypeId: 182 });
    const catalogue = await caller.tags.catalogue();
    row = catalogue.tags.find((tag) => tag.id === id);
    expect(row).toMatchObject({
      name: 'Eskalerat',
      automatic: true,
      ruleCaseType: { id: 182, name: 'Uppsägning' },
    });
    expect(catalogue.caseTypes.map((type) => type.id)).toContain(184);

    await caller.tags.delete({ id });
    expect(await env.db.prisma.caseTag.count({ where: { tagId: id } })).toBe(0);
    await expect
      .poll(() => live.events.map((event) => event.type))
      .toEqual([
        'tag.catalogueChanged',
        'tag.added',
        'tag.renamed',
        'tag.catalogueChanged',
        'tag.catalogueChanged',
      ]);
    await live.stop();
    expect(await env.db.prisma.auditEntry.count({ where: { entityType: 'Tag', entityId: String(id) } })).toBe(
      4,
    );
  });

  it('refuses a taken name, an unknown case type, an unknown tag and non-admins, changing nothing', async () => {
    const { caller } = await admin();
    const third = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'THIRD_LINE'] });
    const { id } = await caller.tags.create({ requestId: randomUUID(), name: 'Media' });
    const before = await snapshot();
    await expect(caller.tags.create({ requestId: randomUUID(), name: 'media' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Det finns redan en tagg med det namnet',
    });
    await expect(
      caller.tags.create({ requestId: randomUUID(), name: 'Ny', ruleCaseTypeId: 9_999 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ärendetypen finns inte',
    });
    await expect(caller.tags.rename({ id: 9_999_999, name: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.tags.delete({ id: 9_999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(third.caller.tags.rename({ id, name: 'Annat' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(third.caller.tags.catalogue()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });
});
