import type { PrismaClient } from '@sappis/db';
import type { TrackedEnvelope } from '@trpc/server';
import { createContext } from '../context.ts';
import type { EventHub } from '../events/event-hub.ts';
import type { StreamEvent } from '../events/event-types.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from './context.ts';
import { createTestUser, type TestUserOptions } from './users.ts';

/**
 * A new signed-in user whose callers have the event hub, like WebSocket connections: `caller` for
 * queries and mutations, `connect(signal)` for one more connection (e.g. a subscription ended by `signal`).
 */
export async function signInLiveUser(prisma: PrismaClient, hub: EventHub, options: TestUserOptions = {}) {
  const user = await createTestUser(prisma, options);
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const connect = (signal?: AbortSignal) =>
    createCaller(createContext({ prisma, sessionToken: jar.token, transport: 'ws', events: hub }), {
      signal,
    });
  return { user, caller: connect(), connect };
}

/** Reads a subscription in the background into `events` until `stop()`. */
export function collectEvents(open: (signal: AbortSignal) => Promise<AsyncIterable<unknown>>) {
  const controller = new AbortController();
  const events: StreamEvent[] = [];
  const done = (async () => {
    for await (const envelope of await open(controller.signal)) {
      events.push((envelope as TrackedEnvelope<StreamEvent>)[1]);
    }
  })();
  return {
    events,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
