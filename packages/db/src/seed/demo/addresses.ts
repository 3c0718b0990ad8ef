import type { Prisma } from '@prisma/client';
import { CITY_BY_NAME } from '../data/places.ts';
import { addDays, addMonths, startOfMonth } from '../dates.ts';
import { type GeneratedAddress, generateAddress, addressId as generateAddressId } from '../generators.ts';
import { MAIN_CENTRALS } from '../reference/network.ts';
import type { DemoContext } from './context.ts';
import { DEMO_FIXTURES } from './fixtures.ts';
import { MAIN_AGREEMENTS, type MainAgreementSeed, mainAgreementForCity } from './main-agreements.ts';

/** The address register (adresser) and its network accesses. */

type PremisesType = Prisma.AccessCreateManyInput['premisesType'];

export interface RegisterOptions {
  id?: string;
  mainAgreement?: MainAgreementSeed;
  premisesType?: PremisesType;
  /** Number of active accesses on the same main agreement (2 or more makes the address 'Ej valbar'). */
  accessCount?: number;
  /** Disconnection date of the access (in the past: shown on the hit). */
  accessValidTo?: Date | null;
  /** Access from the network-administration system, with verification codes. */
  netadmin?: boolean;
  /** Active Sappa services connected at the address (connection status panel). */
  connections?: Array<{ service: string; operationalState: string }>;
}

function centralName(seed: MainAgreementSeed): string {
  return MAIN_CENTRALS.find((central) => central.id === seed.mainCentralId)?.name ?? 'HC-STHLM-KUNGSHOLMEN';
}

/** Adds an address (and its accesses) to the register and returns its id. */
export function registerAddress(
  ctx: DemoContext,
  address: GeneratedAddress,
  options: RegisterOptions = {},
): string {
  const { rng, data, unique, today } = ctx;
  const id = options.id ?? unique.make(() => generateAddressId(rng, { longShare: 0.08 }));
  const mainAgreement = options.mainAgreement ?? mainAgreementForCity(address.city);
  const koax = mainAgreement.transmissions.includes('KOAX') && !mainAgreement.transmissions.includes('IP');
  data.addresses.push({
    id,
    street: address.street,
    number: address.number,
    entrance: address.entrance,
    apartment: address.apartment,
    apartmentDisplay: address.apartment ? `Lgh ${address.apartment}` : null,
    zipCode: address.zipCode,
    city: address.city,
    composite: address.composite,
    network: mainAgreement.distributionNetwork,
    transmission: koax ? 10 : 20,
    validTo: null,
  });
  const premisesType: PremisesType = options.premisesType ?? (address.apartment ? 'MDU' : 'SDU');
  const count = options.accessCount ?? 1;
  for (let i = 0; i < count; i++) {
    const externalId = unique.make(() => `${mainAgreement.number}-${rng.digits(7)}`);
    data.accesses.push({
      id: ctx.ids.take('access'),
      addressId: id,
      mainAgreementId: mainAgreement.id,
      externalId,
      network: options.netadmin ? 'netadmin' : mainAgreement.distributionNetwork,
      mainCentral: centralName(mainAgreement),
      orderNumber: String(mainAgreement.number * 10_000 + rng.int(1, 9999)),
      premisesType,
      source: options.netadmin ? 'netadmin' : 'visma',
      validFrom: startOfMonth(today, -rng.int(12, 96)),
      validTo: options.accessValidTo ?? null,
      netadminAccess: options.netadmin
        ? {
            id: Number(rng.digits(6)),
            owner: 'Bostads AB Mälarstaden',
            codes: ['FIBER', 'PRODUKTEXPONERING_ALLA', 'IP', 'LAN', 'VALIDERAD'],
          }
        : undefined,
      connections: options.connections ?? [],
    });
  }
  return id;
}

/** Addresses that only exist in the register: special access situations and addresses nobody lives at yet. */
export function seedRegisterExtras(ctx: DemoContext): void {
  const { rng, today } = ctx;
  const fixtures = DEMO_FIXTURES.addresses;
  const stockholm = MAIN_AGREEMENTS[0] as MainAgreementSeed;
  const collective = MAIN_AGREEMENTS[3] as MainAgreementSeed;
  const west = MAIN_AGREEMENTS[1] as MainAgreementSeed;
  registerAddress(ctx, generateAddress(rng, { apartmentShare: 0 }), {
    id: fixtures.mduCommon,
    mainAgreement: collective,
    premisesType: 'MDU_COMMON',
  });
  registerAddress(ctx, generateAddress(rng, { apartmentShare: 1 }), {
    id: fixtures.multipleAccesses,
    mainAgreement: stockholm,
    accessCount: 2,
  });
  registerAddress(ctx, generateAddress(rng), { id: fixtures.longId, mainAgreement: west });
  registerAddress(ctx, generateAddress(rng), {
    id: fixtures.expiredAccess,
    mainAgreement: west,
    accessValidTo: addDays(today, -45),
  });
  registerAddress(ctx, generateAddress(rng, { apartmentShare: 1 }), {
    id: fixtures.netadmin,
    mainAgreement: collective,
    netadmin: true,
    connections: [
      { service: 'Bredband 250/250', operationalState: 'UP' },
      { service: 'Sappa Mix 5', operationalState: 'UP' },
    ],
  });
  // Move agreement (issue 12): 'Flyttvägen 7' under two main agreements of different networks.
  const moveTarget = generateAddress(rng, { city: CITY_BY_NAME.get('Stockholm'), apartmentShare: 0 });
  registerAddress(
    ctx,
    {
      ...moveTarget,
      street: 'Flyttvägen',
      number: '7',
      entrance: null,
      streetAddress: 'Flyttvägen 7',
      composite: `Flyttvägen 7, ${moveTarget.zipCode} ${moveTarget.city}`,
    },
    { id: fixtures.moveTarget, mainAgreement: stockholm },
  );
  const cityNetwork = MAIN_AGREEMENTS[1] as MainAgreementSeed;
  const stockholmAccess = ctx.data.accesses.find((access) => access.addressId === fixtures.moveTarget);
  if (stockholmAccess) {
    ctx.data.accesses.push({
      ...stockholmAccess,
      id: ctx.ids.take('access'),
      mainAgreementId: cityNetwork.id,
      externalId: `${cityNetwork.number}-${fixtures.moveTarget}`,
      network: cityNetwork.distributionNetwork,
      mainCentral: centralName(cityNetwork),
      orderNumber: String(cityNetwork.number * 10_000 + 7),
    });
  }

  // Technical rooms and free addresses under every open main agreement.
  for (const seed of MAIN_AGREEMENTS.filter((item) => !item.ended)) {
    for (let i = 0; i < 6; i++) {
      const city = CITY_BY_NAME.get(seed.cities[i % seed.cities.length] ?? '');
      registerAddress(ctx, generateAddress(rng, { city }), {
        mainAgreement: seed,
        premisesType: i === 0 ? 'MDU_TECHNICAL' : i === 1 ? 'COMMERCIAL' : undefined,
      });
    }
  }
  // An address whose register entry ends next quarter (valid_to).
  const ending = generateAddress(rng);
  const id = registerAddress(ctx, ending, { mainAgreement: stockholm });
  const row = ctx.data.addresses.find((item) => item.id === id);
  if (row) row.validTo = addMonths(startOfMonth(today), 3);
}

/**
 * Connection status demo (document 3 panels 19 and 20) at a customer's address: the customer's services on
 * its access, a netadmin access beside it (not counted for the multiple-accesses fault), and stored ON-API
 * answers: a lease and a failing IGMP snooping ('Error: ...'); the other diagnostics are made from the access.
 */
export function addConnectionStatusDemo(
  ctx: DemoContext,
  addressId: string,
  services: Array<{ service: string; operationalState: string }>,
): void {
  const { data, rng, today } = ctx;
  const access = data.accesses.find((item) => item.addressId === addressId);
  if (!access || access.id === undefined) return;
  access.connections = services;
  data.accesses.push({
    ...access,
    id: ctx.ids.take('access'),
    externalId: `NA-${rng.digits(8)}`,
    network: 'netadmin',
    source: 'netadmin',
    validFrom: startOfMonth(today, -6),
    netadminAccess: {
      id: Number(rng.digits(6)),
      owner: 'Brf Solgläntan',
      codes: ['FIBER', 'PRODUKTEXPONERING_BAS', 'IP_CATV', 'LAN', 'MANUELLT VALIDERAD'],
    },
    connections: [],
  });
  data.accessDiagnostics.push(
    {
      accessId: access.id,
      kind: 'link/leaseinfo',
      output: `IP: 10.44.${rng.int(0, 255)}.${rng.int(2, 250)}\nMAC: 00:1B:44:11:3A:B7\nLease: 86400 s (förnyas ${rng.int(1, 23)} h)`,
    },
    { accessId: access.id, kind: 'link/igmpsnooping', error: 'Switchen svarar inte (timeout mot HC)' },
  );
}
