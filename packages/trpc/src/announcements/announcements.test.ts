import { randomUUID } from 'node:crypto';
import { addDays, isoDay } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();
const today = isoDay();

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nya kanaler i Sappa Mix',
  message: 'Från den 1 mars ingår tre nya kanaler.\nIngen prisändring.',
  audience: 'TV' as const,
  startsOn: addDays(today, 1),
  endsOn: addDays(today, 30),
  ...overrides,
});

async function snapshot() {
  const prisma = env.db.prisma;
  const [announcements, audits] = await Promise.all([
    prisma.announcement.findMany({ orderBy: { id: 'asc' } }),
    prisma.auditEntry.count({ where: { entityType: 'announcement' } }),
  ]);
  return { announcements, audits };
}

const marketing = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'MARKNAD'] });

describe('customer announcements (/sappis/announcement-manager)', () => {
  it('creates a draft, edits it, publishes it and takes it back, with audit rows', async () => {
    const { caller, user } = await marketing();
    const { id } = await caller.announcements.create({ requestId: randomUUID(), ...fields() });
    const [draft] = (await caller.announcements.list({ filter: 'CURRENT' })).filter((item) => item.id === id);
    expect(draft).toMatchObject({
      title: 'Nya kanaler i Sappa Mix',
      message: 'Från den 1 mars ingår tre nya kanaler.\nIngen prisändring.',
      audience: 'TV',
      startsOn: addDays(today, 1),
      endsOn: addDays(today, 30),
      published: false,
      status: 'DRAFT',
      createdBy: user.email,
    });

    const edited = await caller.announcements.update({
      id,
      ...fields({ title: 'Fyra nya kanaler', startsOn: today, endsOn: '', audience: 'ALL' }),
    });
    expect(edited).toMatchObject({
      title: 'Fyra nya kanaler',
      startsOn: today,
      endsOn: null,
      status: 'DRAFT',
    });

    const published = await caller.announcements.setPublished({ id, published: true });
    expect(published).toMatchObject({ published: true, status: 'SHOWING', updatedBy: user.email });
    // A repeat changes nothing (no second audit row).
    const audits = await env.db.prisma.auditEntry.count({
      where: { entityId: String(id), entityType: 'announcement' },
    });
    await caller.announcements.setPublished({ id, published: true });
    expect(
      await env.db.prisma.auditEntry.count({ where: { entityId: String(id), entityType: 'announcement' } }),
    ).toBe(audits);

    expect(await caller.announcements.setPublished({ id, published: false })).toMatchObject({
      published: false,
      status: 'DRAFT',
    });
    const actions = await env.db.prisma.auditEntry.findMany({
      where: { entityType: 'announcement', entityId: String(id) },
      orderBy: { id: 'asc' },
      select: { action: true, userId: true },
    });
    expect(actions).toEqual(
      [
        'announcement.created',
        'announcement.updated',
        'announcement.published',
        'announcement.unpublished',
      ].map((action) => ({ action, userId: user.id })),
    );
  });

  it('publishes a future one as scheduled; the current list leaves ended ones out', async () => {
    const { caller } = await marketing();
    const future = await caller.announcements.create({ requestId: randomUUID(), ...fields() });
    expect(await caller.announcements.setPublished({ id: future.id, published: true })).toMatchObject({
      status: 'SCHEDULED',
    });
    await env.db.prisma.announcement.create({
      data: {
        title: 'Gammal nyhet',
        message: 'Slut.',
        startsAt: new Date('2020-01-01T00:00:00Z'),
        endsAt: new Date('2020-01-31T00:00:00Z'),
        createdBy: 'x@example.se',
      },
    });
    const current = await caller.announcements.list({ filter: 'CURRENT' });
    expect(current.map((item) => item.title)).not.toContain('Gammal nyhet');
    const all = await caller.announcements.list({ filter: 'ALL' });
    expect(all.find((item) => item.title === 'Gammal nyhet')).toMatchObject({ status: 'ENDED' });
  });

  it('refuses bad input and publishing an ended one, changing nothing', async () => {
    const { caller } = await marketing();
    const { id } = await caller.announcements.create({
      requestId: randomUUID(),
      ...fields({ startsOn: '2020-01-01', endsOn: '2020-01-31' }),
    });
    const before = await snapshot();
    const refused = [
      () => caller.announcements.create({ requestId: randomUUID(), ...fields({ title: '   ' }) }),
      () => caller.announcements.create({ requestId: randomUUID(), ...fields({ message: '' }) }),
      () =>
        caller.announcements.create({
          requestId: randomUUID(),
          ...fields({ audience: 'EVERYONE' as never }),
        }),
      () => caller.announcements.create({ requestId: randomUUID(), ...fields({ startsOn: '2026-02-30' }) }),
      () => caller.announcements.create({ requestId: randomUUID(), ...fields({ title: 'x'.repeat(121) }) }),
      () => caller.announcements.create({ requestId: 'inte-ett-id', ...fields() }),
      () =>
        caller.announcements.update({
          id,
          ...fields({ startsOn: addDays(today, 5), endsOn: addDays(today, 4) }),
        }),
      () => caller.announcements.update({ id: 2_000_000_000, ...fields() }),
      () => caller.announcements.setPublished({ id: -1, published: true }),
    ];
    for (const call of refused) await expect(call()).rejects.toMatchObject({ code: expect.any(String) });
    await expect(
      caller.announcements.create({
        requestId: randomUUID(),
        ...fields({ endsOn: addDays(today, -5), startsOn: today }),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Slutdatumet får inte vara före startdatumet.'),
    });
    await expect(caller.announcements.update({ id: 2_000_000_000, ...fields() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kundmeddelandet finns inte.',
    });
    await expect(caller.announcements.setPublished({ id, published: true })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Meddelandet har redan slutat visas. Ändra datumen först.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses agents without MARKNAD or the IT group', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const before = await snapshot();
    await expect(caller.announcements.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.announcements.create({ requestId: randomUUID(), ...fields() })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    expect(await snapshot()).toEqual(before);
    const it = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'SAPPA_IT'] });
    await expect(it.caller.announcements.list({})).resolves.toBeInstanceOf(Array);
  });
});
