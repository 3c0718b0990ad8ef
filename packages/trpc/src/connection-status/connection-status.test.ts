import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { signInWithAdapters } from '../tv-diagnostics/testing/tv-fixtures.ts';
import { databaseNetworkApi, type NetworkApi } from './network-api.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

let sequence = 0;
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * An agreement at an address of its own under a main agreement, with one access and its connected services,
 * and `extra` more accesses (a second open one makes the multiple-accesses fault).
 */
async function agreementWithAccess(
  options: {
    connections?: { service: string; operationalState: string }[];
    netadmin?: boolean;
    extra?: { network?: string; validTo?: string | null }[];
  } = {},
) {
  sequence += 1;
  const { customer, agreement } = await createTestCustomer(db.prisma);
  const addressId = `${88_000_000 + (process.pid % 1000) * 100 + sequence}`;
  const main = await db.prisma.mainAgreement.create({
    data: {
      number: 60_000 + (process.pid % 1000) * 100 + sequence,
      name: 'Brf Access',
      startsAt: day('2020-01-01'),
    },
  });
  await db.prisma.address.create({
    data: {
      id: addressId,
      street: 'Fibervägen',
      number: String(100 + sequence),
      entrance: 'B',
      apartment: '1102',
      zipCode: '41301',
      city: 'Göteborg',
      composite: `Fibervägen ${100 + sequence}B lgh 1102, 413 01 Göteborg`,
    },
  });
  await db.prisma.agreement.update({
    where: { id: agreement.id },
    data: { addressId, mainAgreementId: main.id },
  });
  const network = options.netadmin ? 'netadmin' : 'openfiber';
  const access = await db.prisma.access.create({
    data: {
      addressId,
      mainAgreementId: main.id,
      externalId: `EXT-${addressId}`,
      network,
      source: options.netadmin ? 'netadmin' : 'visma',
      mainCentral: 'HC-GBG-CENTRUM',
      validFrom: day('2024-01-01'),
      connections: options.connections ?? [
        { service: 'Bredband 250/250', operationalState: 'UP' },
        { service: 'Sappa Mix 5', operationalState: 'DOWN' },
      ],
      netadminAccess: options.netadmin
        ? {
            id: 4711,
            owner: 'Bostads AB Mälarstaden',
            codes: ['FIBER', 'PRODUKTEXPONERING_ALLA', 'IP', 'LAN', 'MANUELLT VALIDERAD'],
          }
        : undefined,
    },
  });
  for (const [index, extra] of (options.extra ?? []).entries()) {
    await db.prisma.access.create({
      data: {
        addressId,
        mainAgreementId: main.id,
        externalId: `EXT-${addressId}-${index}`,
        network: extra.network ?? 'openfiber',
        validFrom: day('2023-01-01'),
        validTo: extra.validTo ? day(extra.validTo) : null,
      },
    });
  }
  return { customer, agreement, access, addressId, number: 100 + sequence };
}

const staff = () => signInTestUser(db.prisma, { groups: ['SAPPIS'] });
const never = () => new Promise<never>(() => {});

describe('connectionStatus through the default ON-API', () => {
  it('lists the accesses of an agreement and gives the status: ACCESS address, services, raw data', async () => {
    const { agreement, access, number } = await agreementWithAccess();
    const { caller } = await staff();

    const listed = await caller.connectionStatus.accesses({ agreementNumber: agreement.agreementNumber });
    expect(listed.multipleAccesses).toBe(false);
    expect(listed.accesses).toEqual([
      expect.objectContaining({
        id: access.id,
        externalId: access.externalId,
        network: 'openfiber',
        active: true,
        netadmin: null,
      }),
    ]);

    const status = await caller.connectionStatus.status({ accessId: access.id });
    expect(status).toMatchObject({
      externalId: access.externalId,
      network: 'openfiber',
      addressText: `Fibervägen ${number}B, lgh 1102, 413 01 Göteborg`,
      services: [
        { service: 'Bredband 250/250', operationalState: 'UP', reference: `${access.externalId}-1` },
        { service: 'Sappa Mix 5', operationalState: 'DOWN', reference: `${access.externalId}-2` },
      ],
    });
    expect(status.raw).toMatchObject({ external_id: access.externalId, street_name: 'Fibervägen' });
  });

  it('runs the five diagnostics; a stored error comes back as "Error: …"', async () => {
    const { access } = await agreementWithAccess();
    await db.prisma.accessDiagnostic.create({
      data: { accessId: access.id, kind: 'link/igmpsnooping', error: 'Switchen svarar inte' },
    });
    await db.prisma.accessDiagnostic.create({
      data: { accessId: access.id, kind: 'link/leaseinfo', output: 'IP: 10.0.0.7' },
    });
    const { caller } = await staff();
    const hardware = await caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'hardware' });
    expect(hardware.output).toContain(`Access: ${access.externalId}`);
    expect(
      (await caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'link/status' })).output,
    ).toMatch(/^Port ge-0\/0\/\d+: UP/);
    expect(
      (await caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'link/leaseinfo' })).output,
    ).toBe('IP: 10.0.0.7');
    await expect(
      caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'link/igmpsnooping' }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Error: Switchen svarar inte' });
  });

  it('reads the netadmin block and finds the multiple-accesses fault (netadmin and ended accesses excluded)', async () => {
    const { agreement } = await agreementWithAccess({ netadmin: true, extra: [{ network: 'openfiber' }] });
    const { caller } = await staff();
    const netadmin = await caller.connectionStatus.accesses({ agreementNumber: agreement.agreementNumber });
    expect(netadmin.multipleAccesses).toBe(false);
    expect(netadmin.accesses.find((item) => item.source === 'netadmin')).toMatchObject({
      netadmin: {
        id: 4711,
        owner: 'Bostads AB Mälarstaden',
        productExposure: 'PRODUKTEXPONERING_ALLA',
        transmission: 'IP',
        verification: 'MANUELLT VALIDERAD',
      },
      netadminRaw: { id: 4711 },
    });

    const two = await agreementWithAccess({ extra: [{}] });
    expect(
      (await caller.connectionStatus.accesses({ agreementNumber: two.agreement.agreementNumber }))
        .multipleAccesses,
    ).toBe(true);
    const ended = await agreementWithAccess({ extra: [{ validTo: addDays(isoDay(), -10) }] });
    const endedList = await caller.connectionStatus.accesses({
      agreementNumber: ended.agreement.agreementNumber,
    });
    expect(endedList.multipleAccesses).toBe(false);
    expect(endedList.accesses.map((item) => item.active)).toEqual([true, false]);
  });

  it('an agreement without an address id has no accesses; bad input is refused', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { addressId: null } });
    const { caller } = await staff();
    expect(await caller.connectionStatus.accesses({ agreementNumber: agreement.agreementNumber })).toEqual({
      addressId: null,
      multipleAccesses: false,
      accesses: [],
    });
    await expect(caller.connectionStatus.accesses({ agreementNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.connectionStatus.status({ accessId: 2_000_000_000 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Accessen finns inte',
    });
    await expect(
      caller.connectionStatus.diagnostic({ accessId: 1, kind: 'link/../../etc' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.connectionStatus.status({ accessId: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('connectionStatus with a failing ON-API', () => {
  function apiWith(overrides: Partial<NetworkApi>): NetworkApi {
    return { ...databaseNetworkApi(db.prisma), ...overrides };
  }

  it('a timeout: the status says so, a diagnostic says "Error: …"', async () => {
    const { access } = await agreementWithAccess();
    const { caller } = await signInWithAdapters(db.prisma, {
      networkApi: apiWith({ status: never, diagnostic: never }),
    });
    await expect(caller.connectionStatus.status({ accessId: access.id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Nätets ON-API: Inget svar inom 100 ms',
    });
    await expect(
      caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'hardware' }),
    ).rejects.toMatchObject({
      message: 'Error: Inget svar inom 100 ms',
    });
  });

  it("an answer with an error field is an error with the ON-API's text", async () => {
    const { access } = await agreementWithAccess();
    const { caller } = await signInWithAdapters(db.prisma, {
      networkApi: apiWith({ diagnostic: () => Promise.reject(new Error('Porten finns inte')) }),
    });
    await expect(
      caller.connectionStatus.diagnostic({ accessId: access.id, kind: 'link/macaddresstable' }),
    ).rejects.toMatchObject({ message: 'Error: Porten finns inte' });
  });

  it('the default ON-API answers an access it does not know with an error naming it', async () => {
    const api = databaseNetworkApi(db.prisma);
    await expect(api.status({ network: 'openfiber', externalId: 'SAKNAS' })).rejects.toThrow(
      'Accessen SAKNAS finns inte i nätet openfiber',
    );
  });
});
