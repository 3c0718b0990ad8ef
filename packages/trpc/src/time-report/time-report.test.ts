import { randomUUID } from 'node:crypto';
import { addDays, isoDay, weekStart } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

async function categoryIds() {
  const categories = await env.db.prisma.timeCategory.findMany({ orderBy: { sortOrder: 'asc' } });
  return { phone: categories[0]?.id ?? 0, cases: categories[1]?.id ?? 0 };
}

async function snapshot(userId: number) {
  const prisma = env.db.prisma;
  const [entries, audits] = await Promise.all([
    prisma.timeEntry.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    prisma.auditEntry.count({ where: { userId } }),
  ]);
  return { entries, audits };
}

describe('time report (/tidrap.html)', () => {
  it('reports, replaces and removes one’s own hours and sees them in the week, audited', async () => {
    const today = isoDay();
    const { phone, cases } = await categoryIds();
    const { caller, user } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    expect((await caller.timeReport.categories()).map((category) => category.name)).toContain(
      'Kundtjänst telefon',
    );
    const first = await caller.timeReport.save({
      requestId: randomUUID(),
      day: today,
      categoryId: phone,
      minutes: 360,
      note: 'Kvällspass',
    });
    await caller.timeReport.save({ requestId: randomUUID(), day: today, categoryId: cases, minutes: 90 });
    const replaced = await caller.timeReport.save({
      requestId: randomUUID(),
      day: today,
      categoryId: phone,
      minutes: 405,
    });
    expect(replaced.entryId).toBe(first.entryId);
    const week = await caller.timeReport.period({ kind: 'week', day: today });
    expect(week.from).toBe(weekStart(today));
    expect(week.entries).toEqual([
      { id: first.entryId, day: today, categoryId: phone, minutes: 405, note: '' },
      expect.objectContaining({ day: today, categoryId: cases, minutes: 90 }),
    ]);
    await caller.timeReport.remove({ requestId: randomUUID(), entryId: first.entryId });
    expect((await caller.timeReport.period({ kind: 'month', day: today })).entries).toHaveLength(1);
    const audits = await env.db.prisma.auditEntry.findMany({
      where: { userId: user.id, entityType: 'timeEntry' },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((audit) => audit.action)).toEqual([
      'timeEntry.saved',
      'timeEntry.saved',
      'timeEntry.saved',
      'timeEntry.removed',
    ]);
  });

  it('refuses bad hours, future and closed days, unknown categories and a day past 24 hours, changing nothing', async () => {
    const today = isoDay();
    const { phone, cases } = await categoryIds();
    const { caller, user } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    await caller.timeReport.save({ requestId: randomUUID(), day: today, categoryId: phone, minutes: 1200 });
    const before = await snapshot(user.id);
    const save = (fields: { day?: string; categoryId?: number; minutes?: number }) =>
      caller.timeReport.save({
        requestId: randomUUID(),
        day: today,
        categoryId: cases,
        minutes: 60,
        ...fields,
      });
    await expect(save({ minutes: 20 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(save({ minutes: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(save({ day: addDays(today, 1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Du kan inte rapportera tid på kommande dagar.',
    });
    await expect(save({ day: addDays(today, -70) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Perioden är stängd: tid kan rapporteras för denna och förra månaden.',
    });
    await expect(save({ categoryId: 999_999 })).rejects.toMatchObject({ message: 'Kategorin finns inte.' });
    await expect(save({ minutes: 255 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'En dag kan ha högst 24 timmar rapporterade.',
    });
    expect(await snapshot(user.id)).toEqual(before);
    await save({ minutes: 240 });
    expect((await snapshot(user.id)).entries).toHaveLength(2);
  });

  it('acts once on a double submit', async () => {
    const { phone } = await categoryIds();
    const { caller, user } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const input = { requestId: randomUUID(), day: isoDay(), categoryId: phone, minutes: 60 };
    const answers = await Promise.all([1, 2, 3].map(() => caller.timeReport.save(input)));
    expect(new Set(answers.map((answer) => answer.entryId)).size).toBe(1);
    expect(
      await env.db.prisma.auditEntry.count({ where: { userId: user.id, entityType: 'timeEntry' } }),
    ).toBe(1);
  });

  it('a user cannot remove or see another’s entries', async () => {
    const { phone } = await categoryIds();
    const owner = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const other = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const { entryId } = await owner.caller.timeReport.save({
      requestId: randomUUID(),
      day: isoDay(),
      categoryId: phone,
      minutes: 120,
    });
    const before = await snapshot(owner.user.id);
    await expect(other.caller.timeReport.remove({ requestId: randomUUID(), entryId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Tidraden finns inte.',
    });
    expect((await other.caller.timeReport.period({ kind: 'week', day: isoDay() })).entries).toEqual([]);
    expect(await snapshot(owner.user.id)).toEqual(before);
  });

  it('a team lead sees the team’s totals per member and category; others see no team', async () => {
    const today = isoDay();
    const { phone, cases } = await categoryIds();
    const lead = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'RESPONSIBLE_CUSTOMER_SUPPORT'] });
    const anna = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const bo = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    await env.db.prisma.timeReportTeam.create({
      data: {
        name: `Team ${randomUUID()}`,
        leadId: lead.user.id,
        members: { create: [{ userId: anna.user.id }, { userId: bo.user.id }] },
      },
    });
    const report = (caller: typeof anna.caller, categoryId: number, minutes: number) =>
      caller.timeReport.save({ requestId: randomUUID(), day: today, categoryId, minutes });
    await report(anna.caller, phone, 300);
    await report(anna.caller, cases, 120);
    await report(bo.caller, phone, 480);
    await report(lead.caller, phone, 60);

    const totals = await lead.caller.timeReport.teamTotals({ kind: 'week', day: today });
    expect(totals.teams).toHaveLength(1);
    expect(totals.teams[0]?.totalMinutes).toBe(900);
    const members = new Map(totals.teams[0]?.members.map((member) => [member.userId, member]));
    expect(members.get(anna.user.id)?.totalMinutes).toBe(420);
    expect(members.get(anna.user.id)?.byCategory).toEqual(
      expect.arrayContaining([
        { categoryId: phone, minutes: 300 },
        { categoryId: cases, minutes: 120 },
      ]),
    );
    expect(members.get(bo.user.id)?.totalMinutes).toBe(480);
    expect((await anna.caller.timeReport.teamTotals({ kind: 'month', day: today })).teams).toEqual([]);
  });
});
