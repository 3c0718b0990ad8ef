import { createTestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay, lastDayOfMonth, removedChannelsEnd } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import { getChannelPackage, updateChannels } from './service.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const today = isoDay();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
let sequence = 0;

async function packageWithChannels(options: { endDate?: string } = {}) {
  sequence += 1;
  const { agreement } = await createTestCustomer(db.prisma);
  const numbers = ['KAN1', 'KAN2', 'KAN3', 'FRI045'].map((number) => `${number}-${sequence}`);
  numbers[3] = 'FRI045';
  const product = await db.prisma.product.create({
    data: {
      productNumber: `MIX2-${sequence}`,
      name: 'Sappa Mix 2',
      type: 'SERVICE',
      categoryNumber: 1,
      category: 'TV',
      selectableChannelCount: 2,
    },
  });
  for (const [index, number] of numbers.entries()) {
    const channel = await db.prisma.channel.upsert({
      where: { productNumber: number },
      update: {},
      create: { productNumber: number, name: `Kanal ${number}`, position: 20 + index },
    });
    await db.prisma.packageChannel.create({ data: { productId: product.id, channelId: channel.id } });
  }
  const packageRow = await db.prisma.agreementRow.create({
    data: {
      agreementId: agreement.id,
      rowNumber: 10,
      type: 'SERVICE',
      productType: 'SERVICE',
      productId: product.id,
      productNumber: product.productNumber,
      productName: product.name,
      category: 'TV',
      priceList: 10,
      price: '299.00',
      startDate: day('2025-01-01'),
      endDate: options.endDate ? day(options.endDate) : null,
    },
  });
  for (const [index, number] of [numbers[0], numbers[1], 'FRI045'].entries()) {
    await db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber: 11 + index,
        parentRowId: packageRow.id,
        type: 'SERVICE',
        productType: 'SERVICE',
        productNumber: number as string,
        productName: `Kanal ${number}`,
        category: 'TV',
        priceList: 10,
        price: '0.00',
        startDate: day('2025-01-01'),
      },
    });
  }
  return { packageRow, numbers };
}

describe('channels', () => {
  it('describes the package without FRI045', async () => {
    const { packageRow, numbers } = await packageWithChannels();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const result = await caller.channels.channelPackage({ packageRowId: packageRow.id });
    expect(result).toMatchObject({
      selectableChannelCount: 2,
      editable: true,
      endDateState: 'OPEN',
      startDate: today,
    });
    expect(result.available.map((channel) => channel.productNumber)).toEqual(numbers.slice(0, 3));
    expect(result.channels.map((channel) => [channel.productNumber, channel.list])).toEqual([
      [numbers[0], 'ACTIVE'],
      [numbers[1], 'ACTIVE'],
    ]);
  });

  it('swaps a channel in a full package: the old one ends at the month end, the new one starts the day after', async () => {
    const { packageRow, numbers } = await packageWithChannels();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const result = await caller.channels.update({
      packageRowId: packageRow.id,
      channels: [numbers[0], numbers[2]] as string[],
    });

    // On the month's last day the month end is today, earlier than the earliest end date (tomorrow).
    const monthEnd = lastDayOfMonth(today);
    const removedEnd = monthEnd === today ? addDays(today, 1) : monthEnd;
    // The package may hold two channels: the new one waits for the old one's place.
    const startDate = addDays(removedEnd, 1);
    expect(result).toEqual({ added: [numbers[2]], removed: [numbers[1]], startDate });
    const view = await caller.channels.channelPackage({ packageRowId: packageRow.id });
    const byNumber = Object.fromEntries(view.channels.map((channel) => [channel.productNumber, channel]));
    expect(byNumber[numbers[1] as string]).toMatchObject({ endDate: removedEnd, list: 'TO_BE_REPLACED' });
    expect(byNumber[numbers[2] as string]).toMatchObject({ startDate, endDate: null, list: 'UPCOMING' });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'agreement.updateChannels', entityId: String(packageRow.id) },
      }),
    ).toBe(1);
  });

  it('refuses more than the allowed count, FRI045, unknown channels and an ended package, changing nothing', async () => {
    const { packageRow, numbers } = await packageWithChannels();
    const ended = await packageWithChannels({ endDate: addDays(today, -1) });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const rowsBefore = await db.prisma.agreementRow.findMany({ orderBy: { id: 'asc' } });

    await expect(
      caller.channels.update({ packageRowId: packageRow.id, channels: numbers.slice(0, 3) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Du måste bocka ur någon av dina valda kanaler för att välja en ny',
    });
    await expect(
      caller.channels.update({ packageRowId: packageRow.id, channels: ['FRI045'] }),
    ).rejects.toMatchObject({
      message: 'Kanalen ingår inte i paketet',
    });
    await expect(
      caller.channels.update({ packageRowId: ended.packageRow.id, channels: [ended.numbers[2] as string] }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Tjänsten är avslutad och kan inte redigeras längre',
    });
    await expect(caller.channels.channelPackage({ packageRowId: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(await db.prisma.agreementRow.findMany({ orderBy: { id: 'asc' } })).toEqual(rowsBefore);
  });

  it('on the last day of a month a removed channel ends tomorrow, never today', async () => {
    const { packageRow, numbers } = await packageWithChannels();
    const user = await createTestUser(db.prisma);
    const lastDay = '2026-01-31';

    expect((await getChannelPackage(db.prisma, packageRow.id, lastDay)).removedChannelsEnd).toBe(
      '2026-02-01',
    );
    const result = await updateChannels(db.prisma, {
      userId: user.id,
      packageRowId: packageRow.id,
      channels: [numbers[0], numbers[2]] as string[],
      today: lastDay,
    });

    expect(result).toEqual({ added: [numbers[2]], removed: [numbers[1]], startDate: '2026-02-02' });
    const view = await getChannelPackage(db.prisma, packageRow.id, lastDay);
    const removed = view.channels.find((channel) => channel.productNumber === numbers[1]);
    expect(removed).toMatchObject({ endDate: '2026-02-01', list: 'TO_BE_REPLACED' });
    const kept = view.channels.find((channel) => channel.productNumber === numbers[0]);
    expect(kept).toMatchObject({ endDate: null, list: 'ACTIVE' });
  });

  it('removed channels end at the month end, clamped to the earliest channel end date', () => {
    expect(removedChannelsEnd('2026-02-10', null)).toBe('2026-02-28');
    expect(removedChannelsEnd('2026-02-27', null)).toBe('2026-02-28');
    expect(removedChannelsEnd('2026-02-28', null)).toBe('2026-03-01');
    expect(removedChannelsEnd('2026-12-31', null)).toBe('2027-01-01');
    expect(removedChannelsEnd('2026-12-31', '2027-06-30')).toBe('2027-01-01');
    expect(removedChannelsEnd('2026-02-10', '2026-12-31')).toBe('2026-02-28');
  });
});
