import { addDays, isoDay } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();
const today = isoDay();
const day = (value: string) => new Date(`${value}T00:00:00Z`);

async function seedCampaigns() {
  const prisma = env.db.prisma;
  const product = await prisma.product.create({
    data: {
      productNumber: 'BB1000',
      name: 'Bredband 1000/1000',
      type: 'SERVICE',
      categoryNumber: 2,
      category: 'Bredband',
      prices: {
        create: [
          { priceGroup: 1, salePrice: '449.00', validFrom: day('2020-01-01') },
          { priceGroup: 1, salePrice: '499.00', validFrom: day(addDays(today, 60)) },
          { priceGroup: 2, salePrice: '399.00', validFrom: day('2020-01-01') },
        ],
      },
    },
  });
  await prisma.campaign.create({
    data: {
      code: 'BB-HOST',
      name: 'Bredband för 299 kr',
      startsAt: day(addDays(today, -10)),
      endsAt: day(addDays(today, 50)),
      offers: {
        create: { productId: product.id, campaignPrice: '299.00', campaignMonths: 12, bindingMonths: 24 },
      },
    },
  });
  await prisma.campaign.create({
    data: { code: 'GAMMAL', name: 'Sommar', startsAt: day('2020-06-01'), endsAt: day('2020-08-31') },
  });
  await prisma.campaign.create({ data: { code: 'SNART', name: 'Vinter', startsAt: day(addDays(today, 5)) } });
}

describe('campaigns (/sappis/kampanjer)', () => {
  it('lists ongoing and upcoming campaigns with their offers at the ordinary price of today', async () => {
    await seedCampaigns();
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    const campaigns = await caller.campaigns.list({});
    expect(campaigns.map((campaign) => [campaign.code, campaign.status])).toEqual([
      ['BB-HOST', 'ONGOING'],
      ['SNART', 'UPCOMING'],
    ]);
    expect(campaigns[0]?.offers).toEqual([
      {
        productNumber: 'BB1000',
        productName: 'Bredband 1000/1000',
        category: 'Bredband',
        ordinaryPrice: 449,
        campaignPrice: 299,
        monthlySaving: 150,
        campaignMonths: 12,
        bindingMonths: 24,
      },
    ]);
    expect((await caller.campaigns.list({ includeEnded: true })).map((campaign) => campaign.code)).toContain(
      'GAMMAL',
    );
    expect(
      (await caller.campaigns.list({ query: 'bredband 1000' })).map((campaign) => campaign.code),
    ).toEqual(['BB-HOST']);
    expect(await caller.campaigns.list({ query: 'finns-inte' })).toEqual([]);
  });

  it('refuses users without SAPPIS and bad input', async () => {
    const outsider = await signInTestUser(env.db.prisma, { groups: ['MARKNAD'] });
    await expect(outsider.caller.campaigns.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.campaigns.list({ query: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
