import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('memos', () => {
  it('gives the legacy memo of an agreement and a campaign memo', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({
      where: { id: agreement.id },
      data: { orderInfo: 'Beställd via telefon' },
    });
    const campaign = await db.prisma.campaign.create({
      data: {
        code: 'HOST25',
        name: 'Höstkampanj',
        memo: 'Halva priset i 6 månader',
        startsAt: new Date('2025-09-01'),
      },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    expect(await caller.memos.legacyMemo({ agreementNumber: agreement.agreementNumber })).toEqual({
      agreementNumber: agreement.agreementNumber,
      text: 'Beställd via telefon',
    });
    expect(await caller.memos.campaignMemo({ id: campaign.id })).toEqual({
      id: campaign.id,
      code: 'HOST25',
      name: 'Höstkampanj',
      memo: 'Halva priset i 6 månader',
    });
  });

  it('says what was not found and refuses bad ids', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.memos.legacyMemo({ agreementNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.memos.campaignMemo({ id: 999_999 })).rejects.toMatchObject({
      message: 'Kampanjen hittades inte',
    });
    await expect(caller.memos.campaignMemo({ id: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
