import { randomUUID } from 'node:crypto';
import { SUPPORT_CASE } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

const report = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  area: 'CASES' as const,
  impact: 'BLOCKED' as const,
  title: 'Kön Bredband extern laddar aldrig klart',
  description: 'Sidan snurrar i över en minut och visar sedan ett fel.',
  pageAddress: 'https://sappis.example.se/sappis/case-queues/3',
  browser: 'Firefox 132',
  ...overrides,
});

async function snapshot() {
  const prisma = env.db.prisma;
  const [cases, fields, history, audits] = await Promise.all([
    prisma.case.count(),
    prisma.caseFormField.count(),
    prisma.caseHistoryEntry.count(),
    prisma.auditEntry.count(),
  ]);
  return { cases, fields, history, audits };
}

describe('internal support (/sappis/support)', () => {
  it('turns a report into a case of the support type in its area owner group, listed for the reporter only', async () => {
    const agent = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const { caseNumber } = await agent.caller.support.report(report());
    const created = await env.db.prisma.case.findUniqueOrThrow({
      where: { number: caseNumber },
      include: { formFields: { orderBy: { order: 'asc' } }, history: true },
    });
    expect(created).toMatchObject({
      header: 'Support: Kön Bredband extern laddar ald…',
      typeId: SUPPORT_CASE.typeId,
      ownerGroupId: SUPPORT_CASE.toolOwnerGroupId,
      priority: 'HIGH',
      status: 'NOT_STARTED',
      createdById: agent.user.id,
    });
    expect(created.header.length).toBeLessThanOrEqual(40);
    expect(created.formFields.map((field) => [field.title, field.value])).toEqual([
      ['Område', 'Ärenden och köer'],
      ['Påverkan', 'Jag kan inte arbeta'],
      ['Rubrik', 'Kön Bredband extern laddar aldrig klart'],
      ['Beskrivning', 'Sidan snurrar i över en minut och visar sedan ett fel.'],
      ['Sida', 'https://sappis.example.se/sappis/case-queues/3'],
      ['Webbläsare', 'Firefox 132'],
    ]);
    expect(created.history.map((entry) => entry.action)).toContain('Ärende skapat');

    const access = await agent.caller.support.report(
      report({ area: 'ACCESS', impact: 'QUESTION', title: 'Saknar gruppen MARKNAD' }),
    );
    const mine = await agent.caller.support.myReports();
    expect(mine.map((item) => item.caseNumber)).toEqual([access.caseNumber, caseNumber]);
    expect(mine[0]).toMatchObject({
      header: 'Support: Saknar gruppen MARKNAD',
      ownerGroup: 'Sappis behörigheter',
      priority: 'LOW',
      status: 'NOT_STARTED',
      area: 'Inloggning och behörigheter',
    });

    const colleague = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    expect(await colleague.caller.support.myReports()).toEqual([]);
  });

  it('relates the case to a named customer', async () => {
    const { customer } = await createTestCustomer(env.db.prisma);
    const agent = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const { caseNumber } = await agent.caller.support.report(
      report({ area: 'CUSTOMER_VIEW', impact: 'HINDERED', customerNumber: customer.customerNumber }),
    );
    const created = await env.db.prisma.case.findUniqueOrThrow({
      where: { number: caseNumber },
      include: { relation: true },
    });
    expect(created.priority).toBe('MEDIUM');
    expect(created.relation).toMatchObject({
      customerNumber: customer.customerNumber,
      customerName: customer.name,
    });
  });

  it('refuses bad input and an unknown customer, changing nothing', async () => {
    const agent = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const before = await snapshot();
    const refused = [
      () => agent.caller.support.report(report({ title: '  ' })),
      () => agent.caller.support.report(report({ description: '' })),
      () => agent.caller.support.report(report({ area: 'KAFFE' })),
      () => agent.caller.support.report(report({ impact: 'PANIK' })),
      () => agent.caller.support.report(report({ customerNumber: -4 })),
      () => agent.caller.support.report(report({ title: 'x'.repeat(81) })),
      () => agent.caller.support.report(report({ description: 'nul\u0000tecken' })),
      () => agent.caller.support.report(report({ requestId: 'igen' })),
    ];
    for (const call of refused) await expect(call()).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      agent.caller.support.report(report({ customerNumber: 1_999_999_999 })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Det finns ingen kund med det kundnumret.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses users without SAPPIS', async () => {
    const outsider = await signInTestUser(env.db.prisma, { groups: ['MARKNAD'] });
    const before = await snapshot();
    await expect(outsider.caller.support.report(report())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(outsider.caller.support.myReports()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });
});
