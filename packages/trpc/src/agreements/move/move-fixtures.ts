import { randomInt } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';

/**
 * A customer whose agreement (broadband BAS250 and TV Sappa Start) runs under a main agreement of one network, and two
 * addresses to move it to: `sameNetwork` (another main agreement on the same network: everything moves as it is)
 * and `newNetwork` (another distribution network: broadband needs a replacement), plus `coaxOnly` where TV over
 * IP does not work, and `noAccess` (an address without an access under the main agreement). Test-only.
 */
export async function createMoveFixture(prisma: PrismaClient) {
  const base = randomInt(100_000, 900_000) * 10;
  const mainAgreement = (offset: number, distributionNetwork: string, transmissions: ('IP' | 'KOAX')[]) =>
    prisma.mainAgreement.create({
      data: {
        number: base + offset,
        name: `Brf ${distributionNetwork} ${offset}`,
        distributionNetwork,
        transmissions,
        startsAt: new Date('2020-01-01'),
      },
    });
  const current = await mainAgreement(1, 'Stadsnät Väst', ['IP']);
  const sameNetwork = await mainAgreement(2, 'Stadsnät Väst', ['IP']);
  const newNetwork = await mainAgreement(3, 'Öppen fiber', ['IP']);
  const coaxOnly = await mainAgreement(4, 'Stadsnät Väst', ['KOAX']);
  const address = async (offset: number, street: string, under: { id: number }[]) => {
    const id = String(100_000_000 + base + offset);
    await prisma.address.create({
      data: {
        id,
        street,
        number: String(offset),
        // The postal code keeps each fixture's addresses apart (the register's natural key).
        zipCode: String(10_000 + ((base / 10) % 90_000)),
        city: 'Göteborg',
        composite: `${street} ${offset}`,
      },
    });
    for (const main of under) {
      await prisma.access.create({
        data: {
          addressId: id,
          mainAgreementId: main.id,
          externalId: `EXT-${id}-${main.id}`,
          network: 'fiber',
          mainCentral: 'GBG-Centrum',
          orderNumber: `ON-${id}`,
          validFrom: new Date('2020-01-01'),
        },
      });
    }
    return id;
  };
  const { customer, agreement } = await createTestCustomer(prisma);
  const currentAddress = await address(0, 'Storgatan', [current]);
  await prisma.agreement.update({
    where: { id: agreement.id },
    data: { mainAgreementId: current.id, addressId: currentAddress },
  });
  const tv = await addServiceRow(prisma, agreement.id, {
    productNumber: 'TVSTART',
    productName: 'Sappa Start',
    category: 'TV',
  });
  return {
    customer,
    agreement,
    tvRowId: tv.id,
    mainAgreements: { current, sameNetwork, newNetwork, coaxOnly },
    addresses: {
      current: currentAddress,
      sameNetwork: await address(1, 'Nya vägen', [sameNetwork, newNetwork]),
      coaxOnly: await address(2, 'Koaxgatan', [coaxOnly]),
      noAccess: await address(3, 'Tomma gatan', []),
    },
  };
}
