import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES } from '@sappis/db/seed/index';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay, planTermination, type TerminationChoices, terminationDates } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOperation } from '../agreements/testing/operation-database.ts';
import { EventHub } from '../events/event-hub.ts';
import { createDemoDatabase } from '../testing/demo-database.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';

/** The customer's history ('Historik'): who did what, when, on which agreement, with the operation's record. */

let db: TestDatabase;
let hub: EventHub;
beforeAll(async () => {
  db = await createDemoDatabase();
  hub = new EventHub({ minReconnectMs: 20, connectionString: db.url });
  await hub.ready();
}, 120_000);
afterAll(async () => {
  await hub?.close();
  await db?.drop();
});

const customerNumber = DEMO_FIXTURES.customers.standard;

type Agent = Awaited<ReturnType<typeof signInLiveUser>>;

/** Agent A terminates the first running service of the demo customer's first agreement, as the form does. */
async function terminateAService(agent: Agent) {
  const agreement = await db.prisma.agreement.findFirstOrThrow({
    where: { customer: { customerNumber }, ended: false },
    orderBy: { agreementNumber: 'asc' },
  });
  let choices: TerminationChoices | undefined;
  let productName = '';
  const { planFingerprint } = await previewOperation(
    agent.caller,
    agreement.agreementNumber,
    (context, today) => {
      const service = context.agreement.rows.find(
        (row) => row.type === 'SERVICE' && row.parentRowId === null && row.endDate === null,
      );
      if (!service) throw new Error('the demo customer has a running service');
      productName = service.productName;
      choices = {
        rows: [{ rowId: service.id, endDate: terminationDates(service, today)[0] as string }],
        reasonId: 106,
        description: 'Flyttar utomlands',
        sendConfirmation: true,
      };
      return planTermination(context, choices, today);
    },
  );
  const result = await agent.caller.agreements.terminate({
    requestId: randomUUID(),
    agreementNumber: agreement.agreementNumber,
    planFingerprint,
    choices: choices as TerminationChoices,
  });
  const endDate = choices?.rows[0]?.endDate;
  return {
    agreementNumber: agreement.agreementNumber,
    productName,
    endDate,
    caseNumbers: result.caseNumbers,
  };
}

describe('history.list', () => {
  it('lists a termination with who did it, its agreement, the row it ended and the case it opened; filtered', async () => {
    const a = await signInLiveUser(db.prisma, hub, {
      groups: ['SAPPIS'],
      firstName: 'Anna',
      lastName: 'Agent',
    });
    const b = await signInLiveUser(db.prisma, hub, {
      groups: ['SAPPIS'],
      firstName: 'Bo',
      lastName: 'Andrelinje',
    });
    const terminated = await terminateAService(a);

    const history = await b.caller.history.list({ customerNumber });
    const entry = history.entries.find((item) => item.action === 'agreement.terminate');
    expect(entry).toMatchObject({
      user: { id: a.user.id, name: 'Anna Agent' },
      agreementNumber: terminated.agreementNumber,
      row: null,
    });
    expect(entry?.record?.endedRows).toContainEqual({
      productName: terminated.productName,
      endDate: terminated.endDate,
    });
    expect(entry?.record?.cases.map((opened) => opened.number)).toEqual(terminated.caseNumbers);
    expect(entry?.record?.emails).toHaveLength(1);
    expect(entry?.record?.billing[0]).toMatch(/^Månadskostnad för avtalet:/);
    // The case it opened is in the history too, as a write of its own.
    expect(history.entries.map((item) => item.action)).toContain('case.create');

    const byAgreement = (agreementNumber: number) =>
      b.caller.history.list({ customerNumber, filter: { agreementNumber } });
    expect((await byAgreement(terminated.agreementNumber)).entries.map((item) => item.id)).toContain(
      entry?.id,
    );
    const otherAgreement = await db.prisma.agreement.findFirstOrThrow({
      where: { customer: { customerNumber: { not: customerNumber } } },
    });
    expect((await byAgreement(otherAgreement.agreementNumber)).entries).toEqual([]);

    const byUser = (userId: number) => b.caller.history.list({ customerNumber, filter: { userId } });
    expect((await byUser(a.user.id)).entries.map((item) => item.id)).toContain(entry?.id);
    expect((await byUser(b.user.id)).entries).toEqual([]);
    expect(await b.caller.history.authors({ customerNumber })).toContainEqual({
      id: a.user.id,
      name: 'Anna Agent',
    });

    const byKind = await b.caller.history.list({ customerNumber, filter: { kind: 'customer' } });
    expect(byKind.entries.map((item) => item.id)).not.toContain(entry?.id);
    const today = isoDay(new Date(entry?.createdAt ?? ''));
    const tomorrow = addDays(today, 1);
    expect(
      (await b.caller.history.list({ customerNumber, filter: { fromDay: today, untilDay: today } })).entries,
    ).not.toEqual([]);
    expect((await b.caller.history.list({ customerNumber, filter: { fromDay: tomorrow } })).entries).toEqual(
      [],
    );
  });

  it('pages newest first with a cursor, every entry once', async () => {
    const a = await signInLiveUser(db.prisma, hub, { groups: ['SAPPIS'] });
    // The termination above wrote two entries: the operation and its case.
    const all = await a.caller.history.list({ customerNumber });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: typeof all = await a.caller.history.list({ customerNumber, cursor, limit: 1 });
      ids.push(...page.entries.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual(all.entries.map((item) => item.id));
    expect(all.entries.map((item) => item.createdAt)).toEqual(
      all.entries
        .map((item) => item.createdAt)
        .sort()
        .reverse(),
    );
  });
});

describe('history.onChanged', () => {
  it("brings another agent's write to the open history live", async () => {
    const a = await signInLiveUser(db.prisma, hub, { groups: ['SAPPIS'] });
    const b = await signInLiveUser(db.prisma, hub, { groups: ['SAPPIS'] });
    const subscribers = hub.subscriberCount;
    const live = collectEvents((signal) => b.connect(signal).history.onChanged({ customerNumber }));
    await expect.poll(() => hub.subscriberCount).toBe(subscribers + 1);

    await a.caller.customers.updateSecurityClass({ customerNumber, securityClass: 3, nixCode: 7 });

    await expect
      .poll(() => live.events.map((event) => ('payload' in event ? event.payload.change : event.type)))
      .toEqual(['customer.updateSecurityClass']);
    const newest = await b.caller.history.list({ customerNumber, limit: 1 });
    expect(newest.entries[0]).toMatchObject({
      action: 'customer.updateSecurityClass',
      user: { id: a.user.id },
    });
    expect(
      live.events.every((event) => 'payload' in event && event.payload.customerNumber === customerNumber),
    ).toBe(true);
    await live.stop();
  });
});
