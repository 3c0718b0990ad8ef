import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';

const env = useLiveDatabase();

/** Signs in as `username`; each call of the result is a new request (the session is looked up again). */
async function requestsAs(username: string, password: string) {
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(env.db.prisma, jar)).auth.login({ username, password });
  return () => createCaller(createTestContext(env.db.prisma, jar));
}

const newUser = (suffix: string) => ({
  requestId: randomUUID(),
  username: `ny.${suffix}`,
  firstName: 'Ny',
  lastName: 'Användare',
  email: `ny.${suffix}@example.se`,
  employeeNumber: `NY-${suffix}`,
  password: 'ett-langt-losenord',
  groups: ['SAPPIS' as const],
});

async function snapshot() {
  const prisma = env.db.prisma;
  const [users, memberships, sessions, audits] = await Promise.all([
    prisma.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, active: true } }),
    prisma.userGroup.count(),
    prisma.session.count(),
    prisma.auditEntry.count(),
  ]);
  return { users, memberships, sessions, audits };
}

describe('user administration (/sappis/groups)', () => {
  it('creates a user who can sign in, lists and finds it, and audits', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const { id } = await caller.users.create(newUser('anna'));
    const found = await caller.users.list({ query: 'NY-anna' });
    expect(found.users.map((user) => user.id)).toEqual([id]);
    expect(found.users[0]).toMatchObject({ username: 'ny.anna', active: true, groups: ['SAPPIS'] });
    const asAnna = await requestsAs('ny.anna', 'ett-langt-losenord');
    expect(await asAnna().auth.profile()).toMatchObject({ username: 'ny.anna', groups: ['SAPPIS'] });
    const audit = await env.db.prisma.auditEntry.findFirst({
      where: { action: 'user.created', entityId: String(id) },
    });
    expect(audit?.details).toMatchObject({ username: 'ny.anna', groups: ['SAPPIS'] });
  });

  it('refuses a taken username per field and bad input, changing nothing', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    await caller.users.create(newUser('bo'));
    const before = await snapshot();
    await expect(caller.users.create({ ...newUser('bo'), email: 'annan@example.se' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Användarnamnet finns redan.',
    });
    await expect(caller.users.create({ ...newUser('kort'), password: 'kort' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.users.create({ ...newUser('rot'), groups: ['ROOT' as never] })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('gives and takes groups; the user sees the change on the next request', async () => {
    const admin = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const agent = { user: await createTestUser(env.db.prisma, { groups: ['SAPPIS'] }) };
    const asAgent = await requestsAs(agent.user.username, agent.user.password);
    expect((await asAgent().auth.profile()).groups).toEqual(['SAPPIS']);

    const granted = await admin.caller.users.setMembership({
      userId: agent.user.id,
      group: 'MARKNAD',
      member: true,
    });
    expect(granted.groups).toEqual(['MARKNAD', 'SAPPIS']);
    expect((await asAgent().auth.profile()).groups).toEqual(['MARKNAD', 'SAPPIS']);

    await admin.caller.users.setMembership({ userId: agent.user.id, group: 'SAPPIS', member: false });
    expect((await asAgent().auth.profile()).groups).toEqual(['MARKNAD']);
    // Without SAPPIS the customer view only reads: the first write the agent tries is refused.
    await expect(
      asAgent().customers.mergeCandidates({ customerNumber: 1, query: 'Andersson' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const events = await env.db.prisma.event.findMany({
      where: { type: 'user.changed', userId: agent.user.id },
    });
    expect(events.length).toBeGreaterThanOrEqual(2);
    const audits = await env.db.prisma.auditEntry.findMany({
      where: { entityType: 'user', entityId: String(agent.user.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((entry) => [entry.action, entry.details])).toEqual([
      ['user.groupAdded', { group: 'MARKNAD' }],
      ['user.groupRemoved', { group: 'SAPPIS' }],
    ]);
  });

  it('keeps THIRD_LINE from granting ADMIN or {product}_IT and from changing an administrator', async () => {
    const thirdLine = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'THIRD_LINE'] });
    const agent = await createTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const administrator = await createTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const before = await snapshot();
    await expect(
      thirdLine.caller.users.setMembership({ userId: agent.id, group: 'ADMIN', member: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Du får inte ge eller ta bort gruppen ADMIN.' });
    await expect(
      thirdLine.caller.users.setMembership({ userId: agent.id, group: '{product}_IT', member: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Du får inte ge eller ta bort gruppen SAPPA_IT.' });
    await expect(
      thirdLine.caller.users.create({ ...newUser('admin'), groups: ['SAPPIS', 'ADMIN'] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      thirdLine.caller.users.setActive({ userId: administrator.id, active: false }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Du får inte ändra en användare som är administratör.',
    });
    expect(await snapshot()).toEqual(before);

    const catalogue = await thirdLine.caller.users.groupCatalogue();
    expect(catalogue.find((group) => group.id === 'ADMIN')?.grantable).toBe(false);
    expect(catalogue.find((group) => group.id === 'MARKNAD')?.grantable).toBe(true);
    const updated = await thirdLine.caller.users.setMembership({
      userId: agent.id,
      group: 'MARKNAD',
      member: true,
    });
    expect(updated.groups).toContain('MARKNAD');
  });

  it('signs a disabled user out everywhere at once and lets them back in when enabled', async () => {
    const admin = await signInTestUser(env.db.prisma, { groups: ['SAPPIS', 'ADMIN'] });
    const agent = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const disabled = await admin.caller.users.setActive({ userId: agent.user.id, active: false });
    expect(disabled).toMatchObject({ active: false, openSessions: 0 });
    await expect(agent.caller.auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await env.db.prisma.event.count({ where: { type: 'session.ended' } })).toBeGreaterThanOrEqual(1);
    expect((await admin.caller.users.list({ query: agent.user.username })).users).toEqual([]);
    expect(
      (await admin.caller.users.list({ query: agent.user.username, includeInactive: true })).users[0]?.active,
    ).toBe(false);
    await expect(
      admin.caller.users.setActive({ userId: admin.user.id, active: false }),
    ).rejects.toMatchObject({
      message: 'Du kan inte inaktivera dig själv.',
    });
    const enabled = await admin.caller.users.setActive({ userId: agent.user.id, active: true });
    expect(enabled.active).toBe(true);
  });
});
