import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';

/** Main agreements (/sappis/huvudavtal, document 3 panel 15) through the real API. */

const env = useLiveDatabase();
let sequence = 0;

const businessSupport = () =>
  signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS', 'BUSINESS_SUPPORT'] });

/** A main agreement with an operator and a main central, a customer under it and two addresses. */
async function mainAgreementWithCustomer(options: { collective?: boolean; endsAt?: Date } = {}) {
  sequence += 1;
  const prisma = env.db.prisma;
  const operator = await prisma.operator.create({ data: { name: `Operatör ${sequence}` } });
  const central = await prisma.mainCentral.create({ data: { name: `HC-MA-${process.pid}-${sequence}` } });
  const main = await prisma.mainAgreement.create({
    data: {
      number: 50_000 + sequence,
      name: `Brf Huvudavtal ${sequence}`,
      transmissions: ['KOAX', 'IP'],
      distributionNetwork: 'Stadsnät',
      servicePartner: 'Fibertjänst AB',
      operatorId: operator.id,
      mainCentralId: central.id,
      startsAt: new Date('2020-01-01'),
      endsAt: options.endsAt ?? null,
      months: 60,
      category: 200,
      settings: { tv: { connection: 'KOAX', port: 'LAN1' }, broadband: { connection: 'FIBER', port: 'WAN' } },
      collective: options.collective
        ? {
            hardware_products: ['BOX022'],
            activations: [
              { product_id: 'KOLLTV', activation_type: 2, description: 'Kollektiv TV' },
              { product_id: 'TVMIX10', activation_type: 1, description: 'Mix 10' },
              { product_id: 'BOX', activation_type: 97, description: 'Box' },
            ],
            settings: { invoice_landlord: true },
            reactivation: true,
          }
        : {},
    },
  });
  const { customer, agreement } = await createTestCustomer(prisma);
  await prisma.agreement.update({ where: { id: agreement.id }, data: { mainAgreementId: main.id } });
  for (const index of [1, 2]) {
    const id = `${70_000_000 + sequence * 10 + index}`;
    await prisma.address.create({
      data: {
        id,
        street: `Lindvägen ${sequence}`,
        number: String(index),
        zipCode: '41301',
        city: 'Göteborg',
        composite: `Lindvägen ${sequence}:${index}, Göteborg`,
      },
    });
    await prisma.access.create({
      data: {
        addressId: id,
        mainAgreementId: main.id,
        externalId: `EXT-${id}`,
        network: 'Stadsnät',
        validFrom: new Date('2020-01-01'),
      },
    });
  }
  return { main, operator, central, customer };
}

const memoForm = (
  title: string,
  extra: Partial<{ startsAt: string; endsAt: string; active: boolean }> = {},
) => ({
  title,
  message: `${title}: meddelande`,
  startsAt: '',
  endsAt: '',
  active: true,
  ...extra,
});

describe('main agreements', () => {
  it('lists with filters and shows the details of a collective main agreement', async () => {
    await env.db.prisma.product.create({
      data: {
        productNumber: 'BOX022',
        name: 'Sappa Box 4K',
        type: 'HARDWARE',
        categoryNumber: 4,
        category: 'Hårdvara',
      },
    });
    const { main, operator, central } = await mainAgreementWithCustomer({ collective: true });
    const ended = await mainAgreementWithCustomer({ endsAt: new Date('2021-01-01') });
    const { caller } = await businessSupport();

    const byText = await caller.mainAgreements.list({
      text: String(main.number),
      mainCentral: '',
      state: 'ALL',
      page: 1,
    });
    expect(byText.items.map((item) => item.number)).toEqual([main.number]);
    const active = await caller.mainAgreements.list({
      text: 'Brf Huvudavtal',
      mainCentral: '',
      state: 'ACTIVE',
      page: 1,
    });
    expect(active.items.map((item) => item.number)).toContain(main.number);
    expect(active.items.map((item) => item.number)).not.toContain(ended.main.number);
    const endedOnly = await caller.mainAgreements.list({
      text: '',
      mainCentral: '',
      state: 'ENDED',
      page: 1,
    });
    expect(endedOnly.items.map((item) => item.number)).toContain(ended.main.number);
    const byOperator = await caller.mainAgreements.list({
      text: '',
      operatorId: operator.id,
      mainCentral: '',
      state: 'ALL',
      page: 1,
    });
    expect(byOperator.items.map((item) => item.number)).toEqual([main.number]);

    const details = await caller.mainAgreements.details({ number: main.number });
    expect(details).toMatchObject({
      transmissions: ['KOAX', 'IP'],
      distributionNetwork: 'Stadsnät',
      servicePartner: 'Fibertjänst AB',
      operator: { name: operator.name },
      mainCentral: { name: central.name },
      startsAt: '2020-01-01',
      months: 60,
      category: 200,
      settings: { tv: { connection: 'KOAX', port: 'LAN1' }, broadband: { connection: 'FIBER', port: 'WAN' } },
      addressCount: 2,
    });
    expect(details.collective?.activations.map((activation) => activation.activationLabel)).toEqual([
      'Obligatorisk',
      'Valbar',
      'Utrustning avropas',
    ]);
    expect(details.collective?.reactivation).toBe(true);
    expect(details.collective?.hardwareProducts).toEqual([{ productNumber: 'BOX022', name: 'Sappa Box 4K' }]);
    expect(await caller.mainAgreements.mainCentrals()).toEqual(
      expect.arrayContaining([{ name: central.name, description: '', mainAgreementCount: 1 }]),
    );
  });

  it('shows memos of the three scopes newest first with active and inactive; a saved memo reaches open customer views live', async () => {
    const { main, operator, central, customer } = await mainAgreementWithCustomer();
    const editor = await businessSupport();
    const agent = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    const subscribers = env.hub.subscriberCount;
    const view = collectEvents((signal) =>
      agent.connect(signal).customers.onChanged({
        customerNumber: customer.customerNumber,
        clientId: 'tab-main-agreements',
        lastEventId: null,
      }),
    );
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + 1);

    await editor.caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_CENTRAL', mainCentral: central.name },
      form: memoForm('Central', { startsAt: '2020-01-01', endsAt: '2020-12-31' }),
    });
    await editor.caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'OPERATOR', operatorId: operator.id },
      form: memoForm('Operatör'),
    });
    await editor.caller.memos.create({
      requestId: randomUUID(),
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
      form: memoForm('Huvudavtal'),
    });

    await expect.poll(() => view.events.filter((event) => event.type === 'memo.changed').length).toBe(3);
    const seen = await agent.caller.customers.byNumber({ customerNumber: customer.customerNumber });
    expect(seen.memos.map((memo) => memo.title)).toEqual(['Huvudavtal', 'Operatör', 'Central']);

    const details = await editor.caller.mainAgreements.details({ number: main.number });
    expect(details.memos.map((memo) => [memo.title, memo.scope.kind, memo.active])).toEqual([
      ['Huvudavtal', 'MAIN_AGREEMENT', true],
      ['Operatör', 'OPERATOR', true],
      ['Central', 'MAIN_CENTRAL', false],
    ]);
    await view.stop();
  });

  it('lists files active and inactive, updates one; lists, counts and destroys the addresses; wrong groups refused', async () => {
    const { main } = await mainAgreementWithCustomer();
    const { caller } = await businessSupport();
    const file = await env.db.prisma.mainAgreementFile.create({
      data: {
        mainAgreementId: main.id,
        title: 'Prislista',
        uploadName: 'prislista.pdf',
        uploadType: 'application/pdf',
        content: new Uint8Array(Buffer.from('%PDF-1.4\n')),
        public: false,
      },
    });
    const updated = await caller.mainAgreements.updateFile({
      id: file.id,
      fields: {
        title: 'Prislista 2026',
        mainCentral: '',
        startsAt: '',
        endsAt: '2020-01-01',
        public: true,
        active: true,
      },
    });
    expect(updated.message).toBe('Filen är uppdaterad');
    const [shown] = (await caller.mainAgreements.details({ number: main.number })).files;
    expect(shown).toMatchObject({
      title: 'Prislista 2026',
      public: true,
      flaggedActive: true,
      active: false,
    });

    const addresses = await caller.mainAgreements.addresses({ number: main.number, page: 1, pageSize: 50 });
    expect(addresses.total).toBe(2);
    expect(addresses.items.map((item) => item.address)).toEqual([
      expect.stringMatching(/^Lindvägen \d+:1, Göteborg$/),
      expect.stringMatching(/^Lindvägen \d+:2, Göteborg$/),
    ]);
    expect(await caller.mainAgreements.addressCount({ number: main.number })).toEqual({ count: 2 });
    const destroyed = await caller.mainAgreements.destroyAllAddresses({
      requestId: randomUUID(),
      number: main.number,
      confirmed: true,
    });
    expect(destroyed).toEqual({ count: 2, message: '2 adresser togs bort från huvudavtalet' });
    expect(await caller.mainAgreements.addressCount({ number: main.number })).toEqual({ count: 0 });

    // Every agent reads it from a customer's agreement (document 3 panel 15); only the page's groups change it.
    const agent = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    await expect(agent.caller.mainAgreements.details({ number: main.number })).resolves.toMatchObject({
      number: main.number,
    });
    await expect(
      agent.caller.memos.create({
        requestId: randomUUID(),
        scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
        form: memoForm('Obehörig'),
      }),
    ).rejects.toThrow('Behörighet saknas');
  });
});
