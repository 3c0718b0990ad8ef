import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const TOKEN = 'pbx-token-aaaaaaaaaaaaaaaaaaaaaaaa';
const ROTATED = 'pbx-token-bbbbbbbbbbbbbbbbbbbbbbbb';
const RATE_LIMIT = 40;

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  const defaults = (await import('./settings.ts')).testSettings();
  api = await startTestServer({
    prisma: db.prisma,
    settings: {
      telephony: { ...defaults.telephony, tokens: [TOKEN, ROTATED], rateLimitPerMinute: RATE_LIMIT },
    },
  });
});
afterAll(async () => {
  await api?.server.close();
  await db?.drop();
});

let sequence = 0;
function event(fields: Record<string, unknown> = {}) {
  sequence += 1;
  return eventNumbered(sequence, fields);
}
const eventNumbered = (n: number, fields: Record<string, unknown>) => ({
  event: 'newCall',
  callId: `http-${process.pid}-${n}`,
  from: '+46701234567',
  to: '0850001000',
  direction: 'in',
  ...fields,
});

const postJson = (body: unknown, token = TOKEN) =>
  fetch(`${api.url}/integrations/telephony/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const written = async () => ({
  calls: await db.prisma.call.count(),
  callEvents: await db.prisma.callEvent.count(),
  events: await db.prisma.event.count(),
});

describe('POST /integrations/telephony/{token} (the phone system)', () => {
  it('records a JSON event and a form post with either of the rotated tokens', async () => {
    const agent = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    const json = event({ user: agent.username, queue: 'Kundtjänst' });
    const response = await postJson(json);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'recorded', agents: 1 });
    const form = new URLSearchParams({ event: 'answer', callId: json.callId, from: json.from, to: json.to });
    form.append('direction', 'in');
    form.append('user[]', agent.username);
    const answered = await fetch(`${api.url}/integrations/telephony/${ROTATED}`, {
      method: 'POST',
      body: form,
    });
    expect(answered.status).toBe(200);
    expect(await db.prisma.call.findUniqueOrThrow({ where: { callId: json.callId } })).toMatchObject({
      queue: 'Kundtjänst',
      answeredById: agent.id,
    });
  });

  it('refuses a wrong or missing token with 401/404 and writes nothing', async () => {
    const before = await written();
    const wrong = await postJson(event(), `${TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Okänd token.' });
    expect((await postJson(event(), '')).status).toBe(404);
    const missing = await fetch(`${api.url}/integrations/telephony`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses malformed events with 400 (or 415) naming the problem, and writes nothing', async () => {
    const before = await written();
    const cases: [unknown, string][] = [
      [event({ event: 'ring' }), 'event'],
      [event({ direction: 'inbound' }), 'direction'],
      [event({ callId: undefined }), 'callId'],
      [event({ callId: "x'; DROP TABLE calls; --" }), 'callId'],
      [event({ from: '' }), 'from'],
      [event({ user: Array.from({ length: 21 }, (_, index) => `u${index}`) }), 'user'],
      [[event()], ''],
    ];
    for (const [body, field] of cases) {
      const response = await postJson(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; issues: string[] };
      expect(answer.error).toBe('Ogiltig samtalshändelse.');
      expect(answer.issues.join(' ')).toContain(field);
    }
    expect((await postJson('{"event": "newCall",')).status).toBe(400);
    const text = await fetch(`${api.url}/integrations/telephony/${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'event=newCall',
    });
    expect(text.status).toBe(415);
    expect(await written()).toEqual(before);
  });

  it("answers a replay 200 'duplicate' and writes nothing again", async () => {
    const agent = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    const body = event({ user: [agent.username] });
    expect(await (await postJson(body)).json()).toMatchObject({ status: 'recorded' });
    const before = await written();
    const replays = await Promise.all([postJson(body), postJson(body), postJson({ ...body, queue: 'X' })]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ status: 'duplicate' });
    }
    expect(await written()).toEqual(before);
  });

  it('answers a flood with 429 once the per-minute limit is used up, wrong tokens included', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < RATE_LIMIT + 5; request += 1) {
      statuses.push((await postJson(event({ event: 'nope' }), request % 2 ? TOKEN : 'wrong')).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    const limited = await postJson(event());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'För många anrop: försök igen om en minut.' });
  });
});
