import { describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { createTestUser } from '../testing/users.ts';

const env = useLiveDatabase();

async function signedInTab(username: string, password: string) {
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(env.db.prisma, jar)).auth.login({ username, password });
  return () => createCaller(createTestContext(env.db.prisma, jar));
}

describe("the profile's sessions", () => {
  it('lists the own sessions and signs out every other one, audited', async () => {
    const user = await createTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const laptop = await signedInTab(user.username, user.password);
    const phone = await signedInTab(user.username, user.password);
    const stranger = await createTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const strangerTab = await signedInTab(stranger.username, stranger.password);

    const listed = await laptop().auth.sessions();
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);

    expect(await laptop().auth.signOutOtherSessions()).toEqual({ ended: 1 });
    await expect(phone().auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await laptop().auth.profile()).username).toBe(user.username);
    expect((await strangerTab().auth.profile()).username).toBe(stranger.username);
    expect(await laptop().auth.sessions()).toEqual([expect.objectContaining({ current: true })]);
    expect(await env.db.prisma.event.count({ where: { type: 'session.ended' } })).toBe(1);
    const audit = await env.db.prisma.auditEntry.findFirst({ where: { action: 'user.otherSessionsEnded' } });
    expect(audit).toMatchObject({ userId: user.id, details: { sessions: 1 } });
  });
});
