import { randomUUID } from 'node:crypto';
import { DISRUPTION_TEXTS } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

const technician = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS', '{product}_TEKNIK'] });
const agent = () => signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

const fields = <T extends object = object>(overrides: T = {} as T) => ({
  requestId: randomUUID(),
  title: 'Avbrott i Öppen fiber',
  text: 'Felsökning pågår.',
  showFrom: hourAgo(),
  markAsFinished: false,
  networks: ['Öppen fiber'],
  centrals: [] as string[],
  addressIds: [] as string[],
  ...overrides,
});

async function snapshot() {
  const [disruptions, events, audits] = await Promise.all([
    env.db.prisma.disruption.findMany({ orderBy: { id: 'asc' } }),
    env.db.prisma.event.count({ where: { type: 'disruption.changed' } }),
    env.db.prisma.auditEntry.count({ where: { entityType: 'Disruption' } }),
  ]);
  return { disruptions, events, audits };
}

describe('disruptions', () => {
  it('creates and updates a disruption (events added, status label source), audited, listed for everyone', async () => {
    const { caller } = await technician();
    const created = await caller.disruptions.create(fields());
    expect(created).toMatchObject({
      title: 'Avbrott i Öppen fiber',
      markAsFinished: false,
      networks: ['Öppen fiber'],
      shown: true,
    });
    expect(created.events.map((event) => event.Text)).toEqual(['Felsökning pågår.']);

    const updated = await caller.disruptions.update(
      fields({
        id: created.id,
        title: 'Avbrott i Öppen fiber, Hisingen',
        text: 'Åtgärdat.',
        markAsFinished: true,
      }),
    );
    expect(updated.title).toBe('Avbrott i Öppen fiber, Hisingen');
    expect(updated.markAsFinished).toBe(true);
    expect(updated.events.map((event) => event.Text)).toEqual(['Åtgärdat.', 'Felsökning pågår.']);
    // An update without a text adds no event.
    const again = await caller.disruptions.update(
      fields({ id: created.id, text: '  ', markAsFinished: true }),
    );
    expect(again.events).toHaveLength(2);

    const { caller: reader } = await agent();
    const listed = (await reader.disruptions.list()).find((item) => item.id === created.id);
    expect(listed?.events).toHaveLength(2);
    const audits = await env.db.prisma.auditEntry.findMany({
      where: { entityType: 'Disruption', entityId: String(created.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((audit) => audit.action)).toEqual([
      'disruption.create',
      'disruption.update',
      'disruption.update',
    ]);
  });

  it('shows from showFrom on: upcoming ones only to editors', async () => {
    const { caller } = await technician();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const upcoming = await caller.disruptions.create(
      fields({ title: 'Planerat underhåll', showFrom: future }),
    );
    expect(upcoming.shown).toBe(false);
    const { caller: reader } = await agent();
    expect((await reader.disruptions.list()).map((item) => item.id)).not.toContain(upcoming.id);
    expect((await caller.disruptions.list()).map((item) => item.id)).toContain(upcoming.id);
  });

  it("shows the customer view the ongoing disruptions where the customer's agreements are", async () => {
    const { caller } = await technician();
    const { customer, agreement } = await createTestCustomer(env.db.prisma);
    const network = `Nät ${customer.customerNumber}`;
    await env.db.prisma.agreement.update({
      where: { id: agreement.id },
      data: { distributionNetwork: network, mainCentral: 'HC-STHLM-KUNGSHOLMEN' },
    });
    const byNetwork = await caller.disruptions.create(fields({ networks: [network] }));
    const byAddress = await caller.disruptions.create(fields({ networks: [], addressIds: ['12345678'] }));
    const atItsCentral = await caller.disruptions.create(
      fields({ networks: [network], centrals: ['HC-STHLM-KUNGSHOLMEN'] }),
    );
    const elsewhere = await caller.disruptions.create(fields({ networks: ['Någon annanstans'] }));
    // The same network at another central (a cut fibre on Hisingen) is not a Stockholm customer's.
    const sameNetworkElsewhere = await caller.disruptions.create(
      fields({ networks: [network], centrals: ['HC-GBG-HISINGEN'] }),
    );
    const finished = await caller.disruptions.create(fields({ networks: [network], markAsFinished: true }));
    const ids = (await caller.disruptions.forCustomer({ customerNumber: customer.customerNumber })).map(
      (item) => item.id,
    );
    expect(ids).toEqual(expect.arrayContaining([byNetwork.id, byAddress.id, atItsCentral.id]));
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(sameNetworkElsewhere.id);
    expect(ids).not.toContain(finished.id);
  });

  it('shows a disruption of TV services only to customers with a TV service running today', async () => {
    const { caller } = await technician();
    const { customer, agreement } = await createTestCustomer(env.db.prisma);
    const tvFault = await caller.disruptions.create(fields({ networks: [], platforms: ['TV' as const] }));
    const networkFault = await caller.disruptions.create(
      fields({ networks: [], platforms: ['NETWORK' as const] }),
    );
    const shown = async () =>
      (await caller.disruptions.forCustomer({ customerNumber: customer.customerNumber })).map(
        (item) => item.id,
      );

    // Broadband only: the network fault, not the TV channel fault.
    expect(await shown()).toContain(networkFault.id);
    expect(await shown()).not.toContain(tvFault.id);

    const tvRow = {
      agreementId: agreement.id,
      type: 'SERVICE' as const,
      productType: 'SERVICE' as const,
      productNumber: 'TVBAS',
      productName: 'TV Bas',
      category: 'TV',
      priceList: 1,
      price: '149.00',
      startDate: new Date('2025-01-01'),
    };
    // A TV service that ended yesterday does not count; one running today does.
    await env.db.prisma.agreementRow.create({
      data: { ...tvRow, rowNumber: 3, endDate: new Date(Date.now() - 2 * 86_400_000) },
    });
    expect(await shown()).not.toContain(tvFault.id);
    await env.db.prisma.agreementRow.create({ data: { ...tvRow, rowNumber: 4 } });
    expect(await shown()).toEqual(expect.arrayContaining([tvFault.id, networkFault.id]));
  });

  it('refuses agents without an editor group and bad input, changing nothing', async () => {
    const { caller: editor } = await technician();
    const existing = await editor.disruptions.create(fields());
    const before = await snapshot();

    const { caller } = await agent();
    await expect(caller.disruptions.create(fields())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.disruptions.update(fields({ id: existing.id }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const bad = [
      fields({ title: '   ' }),
      fields({ text: '' }),
      fields({ showFrom: 'igår' }),
      fields({ title: 'x'.repeat(201) }),
      fields({ networks: Array.from({ length: 21 }, (_, i) => `nät ${i}`) }),
      fields({ text: 'a\u0000b' }),
    ];
    for (const input of bad) {
      await expect(editor.disruptions.create(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(editor.disruptions.update(fields({ id: existing.id, title: '' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(editor.disruptions.update(fields({ id: 2_000_000_000 }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: DISRUPTION_TEXTS.notFound,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('acts once on a double submit of the same request', async () => {
    const { caller } = await technician();
    const before = await snapshot();
    const input = fields();
    const answers = await Promise.all([1, 2, 3].map(() => caller.disruptions.create(input)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const after = await snapshot();
    expect(after.disruptions).toHaveLength(before.disruptions.length + 1);
    expect(after.events).toBe(before.events + 1);

    const update = fields({ id: answers[0]!.id, text: 'Ny händelse' });
    await Promise.all([1, 2, 3].map(() => caller.disruptions.update(update)));
    const row = await env.db.prisma.disruption.findUniqueOrThrow({ where: { id: answers[0]!.id } });
    expect(row.events).toHaveLength(2);
  });

  it('reaches a second user live (the stream the disruptions page and the customer view follow)', async () => {
    const { caller } = await technician();
    const viewer = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    const subscribers = env.hub.subscriberCount;
    const live = collectEvents((signal) => viewer.connect(signal).disruptions.onChanged({}));
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + 1);

    const created = await caller.disruptions.create(fields({ title: 'Live' }));
    await caller.disruptions.update(fields({ id: created.id, title: 'Live', text: 'Uppdatering' }));
    await expect
      .poll(() => live.events.map((event) => ('payload' in event ? event.payload.disruptionId : event.type)))
      .toEqual([created.id, created.id]);
    expect(live.events.every((event) => event.type === 'disruption.changed')).toBe(true);
    await live.stop();
  });
});
