import { randomUUID } from 'node:crypto';
import { ADDRESS_CASE_TEXTS } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

describe('addresses.byId (the address page)', () => {
  it('opens an address to its network, accesses, main agreements, and the agreements and customers at it', async () => {
    const main = await env.db.prisma.mainAgreement.create({
      data: {
        number: 8101,
        name: 'Brf Linden',
        startsAt: new Date('2020-01-01'),
        distributionNetwork: 'Stadsnät',
      },
    });
    const address = await env.db.prisma.address.create({
      data: {
        id: 'LIND0001',
        street: 'Lindvägen',
        number: '3',
        zipCode: '41301',
        city: 'Göteborg',
        composite: 'Lindvägen 3, 413 01 Göteborg',
        network: 'Stadsnät',
      },
    });
    await env.db.prisma.access.createMany({
      data: [
        {
          addressId: address.id,
          mainAgreementId: main.id,
          externalId: randomUUID(),
          network: 'Stadsnät',
          validFrom: new Date('2020-01-01'),
        },
        {
          addressId: address.id,
          mainAgreementId: main.id,
          externalId: 'OLD-1',
          network: 'Stadsnät',
          validFrom: new Date('2018-01-01'),
          validTo: new Date('2019-12-31'),
        },
      ],
    });
    const living = await createTestCustomer(env.db.prisma);
    const moved = await createTestCustomer(env.db.prisma);
    await env.db.prisma.agreement.update({
      where: { id: living.agreement.id },
      data: { addressId: address.id, mainAgreementId: main.id },
    });
    await env.db.prisma.agreement.update({
      where: { id: moved.agreement.id },
      data: { addressId: address.id, ended: true },
    });
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });

    const page = await caller.addresses.byId({ addressId: 'LIND0001' });

    expect(page.address).toMatchObject({
      id: 'LIND0001',
      composite: 'Lindvägen 3, 413 01 Göteborg',
      network: 'Stadsnät',
    });
    expect(
      page.accesses.map((access) => [
        access.externalId === 'OLD-1',
        access.active,
        access.mainAgreementNumber,
      ]),
    ).toEqual([
      [false, true, 8101],
      [true, false, 8101],
    ]);
    expect(page.mainAgreements).toEqual([
      expect.objectContaining({ number: 8101, name: 'Brf Linden', distributionNetwork: 'Stadsnät' }),
    ]);
    // Active agreements first, then ended ones; each with its customer.
    expect(page.agreements.map((item) => [item.agreementNumber, item.customerNumber, item.ended])).toEqual([
      [living.agreement.agreementNumber, living.customer.customerNumber, false],
      [moved.agreement.agreementNumber, moved.customer.customerNumber, true],
    ]);
    expect(page.agreements[0]).toMatchObject({ customerName: 'Karin Lindqvist', mainAgreementNumber: 8101 });
  });

  it("says an unknown address cannot be found, and is for the address register's users only", async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.addresses.byId({ addressId: 'NOSUCH' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ADDRESS_CASE_TEXTS.addressNotFound,
    });
    const outsider = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    await expect(outsider.caller.addresses.byId({ addressId: 'LIND0001' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('reaches an open address page live when an agreement gets the address, and not for another address', async () => {
    const main = await env.db.prisma.mainAgreement.create({
      data: { number: 8102, name: 'Brf Aspen', startsAt: new Date('2020-01-01') },
    });
    for (const id of ['ASP00001', 'ASP00002']) {
      await env.db.prisma.address.create({
        data: {
          id,
          street: 'Aspvägen',
          number: id.slice(-1),
          zipCode: '41301',
          city: 'Göteborg',
          composite: id,
        },
      });
      await env.db.prisma.access.create({
        data: {
          addressId: id,
          mainAgreementId: main.id,
          externalId: randomUUID(),
          network: 'Stadsnät',
          validFrom: new Date('2020-01-01'),
        },
      });
    }
    const [here, elsewhere] = [
      await createTestCustomer(env.db.prisma),
      await createTestCustomer(env.db.prisma),
    ];
    for (const { agreement } of [here, elsewhere]) {
      await env.db.prisma.agreement.update({
        where: { id: agreement.id },
        data: { addressId: null, mainAgreementId: main.id },
      });
    }
    const viewer = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    const subscribers = env.hub.subscriberCount;
    const live = collectEvents((signal) =>
      viewer.connect(signal).addresses.onChanged({ addressId: 'ASP00001' }),
    );
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + 1);

    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const confirm = (agreementNumber: number, addressId: string) =>
      caller.addresses.confirmAddress({ requestId: randomUUID(), agreementNumber, addressId });
    await confirm(elsewhere.agreement.agreementNumber, 'ASP00002');
    await confirm(here.agreement.agreementNumber, 'ASP00001');

    await expect
      .poll(() =>
        live.events.map((event) => ('payload' in event ? event.payload.agreementNumber : event.type)),
      )
      .toEqual([here.agreement.agreementNumber]);
    await live.stop();
  });
});
