import { DEMO_FIXTURES } from '@sappis/db/seed/index';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { CHANNEL_LIMIT_MESSAGE, isoDay, lastDayOfMonth } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDatabase } from '../testing/demo-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createDemoDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The demo's Sappa Mix 10 (customer 100004): nine chosen channels, one to be replaced at the month end, one upcoming. */
async function mixPackage() {
  const row = await db.prisma.agreementRow.findFirstOrThrow({
    where: { productNumber: 'TVMIX10', agreement: { agreementNumber: DEMO_FIXTURES.agreements.mix10 } },
  });
  const view = await caller.channels.channelPackage({ packageRowId: row.id });
  const chosen = (list: string) =>
    view.channels.filter((channel) => channel.list === list).map((channel) => channel.productNumber);
  return { row, view, chosen };
}

const packageRows = (parentRowId: number) =>
  db.prisma.agreementRow.findMany({ where: { parentRowId }, orderBy: { id: 'asc' } });

describe('channel rule on the demo Sappa Mix 10', () => {
  it('refuses a channel twice or more channels than allowed on any day from today, writing nothing', async () => {
    const { row, view, chosen } = await mixPackage();
    const active = chosen('ACTIVE');
    const [replaced] = chosen('TO_BE_REPLACED');
    const [upcoming] = chosen('UPCOMING');
    expect([active.length, view.selectableChannelCount]).toEqual([9, 10]);
    if (!replaced || !upcoming)
      throw new Error('the demo package has a to-be-replaced and an upcoming channel');

    // Ticking the replaced channel again makes eleven chosen.
    await expect(
      caller.channels.update({ packageRowId: row.id, channels: [...active, upcoming, replaced] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CHANNEL_LIMIT_MESSAGE });

    // Without the upcoming channel (it never starts), new channels would start today, beside the replaced one.
    await caller.channels.update({ packageRowId: row.id, channels: active });
    expect(
      await db.prisma.agreementRow.count({ where: { parentRowId: row.id, productNumber: upcoming } }),
    ).toBe(0);
    const before = await packageRows(row.id);
    const today = isoDay();
    const replacedName = view.channels.find((channel) => channel.productNumber === replaced)?.name;
    await expect(
      caller.channels.update({ packageRowId: row.id, channels: [...active, replaced] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `${replacedName} skulle finnas två gånger i paketet den ${today}`,
    });
    const spare = view.available.find(
      (channel) => channel.tv && !view.channels.some((item) => item.productNumber === channel.productNumber),
    );
    await expect(
      caller.channels.update({ packageRowId: row.id, channels: [...active, spare?.productNumber ?? ''] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `Paketet skulle ha 11 kanaler den ${today}, men högst 10 får väljas`,
    });
    expect(await packageRows(row.id)).toEqual(before);
  });

  it('in a package that ends later its channels stay chosen: none can be added twice or over the limit', async () => {
    const { row } = await mixPackage();
    const packageEnd = lastDayOfMonth(isoDay(), 6);
    // As a termination of the package leaves it: the package and its running channels end on the same day.
    await db.prisma.agreementRow.updateMany({
      where: { OR: [{ id: row.id }, { parentRowId: row.id, endDate: null }] },
      data: { endDate: day(packageEnd) },
    });
    const { view, chosen } = await mixPackage();
    expect(view.endDateState).toBe('ENDING_LATER');
    const kept = chosen('ACTIVE');
    expect(kept).toHaveLength(9);
    const before = await packageRows(row.id);

    const spares = view.available
      .filter(
        (channel) =>
          channel.tv && !view.channels.some((item) => item.productNumber === channel.productNumber),
      )
      .map((channel) => channel.productNumber);
    await expect(
      caller.channels.update({ packageRowId: row.id, channels: [...kept, ...spares.slice(0, 2)] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CHANNEL_LIMIT_MESSAGE });
    await expect(caller.channels.update({ packageRowId: row.id, channels: kept })).rejects.toMatchObject({
      message: 'Inga ändringar att spara',
    });
    expect(await packageRows(row.id)).toEqual(before);

    // A swap: the added channel starts when the removed one has ended and ends with the package.
    const result = await caller.channels.update({
      packageRowId: row.id,
      channels: [...kept.slice(1), spares[0] as string],
    });
    const added = (await packageRows(row.id)).find((item) => item.productNumber === spares[0]);
    expect(added?.endDate?.toISOString().slice(0, 10)).toBe(packageEnd);
    expect(added?.startDate?.toISOString().slice(0, 10)).toBe(result.startDate);
    const after = await mixPackage();
    expect(after.chosen('ACTIVE').length + after.chosen('UPCOMING').length).toBe(9);
  });
});
