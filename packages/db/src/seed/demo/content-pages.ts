import type { Prisma } from '@prisma/client';
import { addDays, earliest } from '../dates.ts';
import { CAMPAIGN_ID } from './campaigns.ts';
import { demoUser } from './users.ts';

/**
 * Demo data of the issue 14 content pages: the campaigns' offers (/sappis/kampanjer), announcements for
 * particular audiences (/sappis/announcement-manager) and two support reports of the demo agent
 * (/sappis/support). Runs after the sequences are reset, so rows take ids from their sequences.
 */

/** [campaign, product number, campaign price, campaign months (null: whole agreement), binding months]. */
const OFFERS: Array<[number, string, string, number | null, number | null]> = [
  [CAMPAIGN_ID.WELCOME, 'TVSTART', '99.50', 6, 12],
  [CAMPAIGN_ID.WELCOME, 'TVMIX5', '149.50', 6, 12],
  [CAMPAIGN_ID.WELCOME, 'TVMIX10', '199.50', 6, 12],
  [CAMPAIGN_ID.BROADBAND_AUTUMN, 'BASIP1000', '299.00', 12, 24],
  [CAMPAIGN_ID.MIX_SUMMER_ENDED, 'TVMIX10', '299.00', 3, null],
  [CAMPAIGN_ID.BUSINESS_START, 'FORETAGBB', '479.20', 12, null],
  [CAMPAIGN_ID.BUSINESS_START, 'FORETAGTV', '319.20', 12, null],
  [CAMPAIGN_ID.MOVING, 'FLYTT', '0.00', null, null],
  [CAMPAIGN_ID.THREE_FREE_MONTHS, 'PLAYPLUS', '0.00', 3, null],
];

const ANNOUNCEMENTS = (
  today: Date,
): Omit<Prisma.AnnouncementCreateManyInput, 'createdAt' | 'updatedAt'>[] => [
  {
    title: 'Planerat underhåll av bredbandsnätet i Västerås',
    message:
      'Natten mot torsdag kl. 01–05 uppgraderar vi nätet i Västerås. Bredbandet kan vara borta i upp till 20 minuter.',
    audience: 'BROADBAND',
    startsAt: addDays(today, -2),
    endsAt: addDays(today, 5),
    active: true,
    createdBy: 'malin.berg@sappa.se',
  },
  {
    title: 'Ny kanal i Sappa Mix 10: Kanal Natur',
    message: 'Från den 1:a nästa månad ingår Kanal Natur i Sappa Mix 10 utan extra kostnad.',
    audience: 'TV',
    startsAt: addDays(today, 7),
    endsAt: addDays(today, 45),
    active: false,
    createdBy: 'malin.berg@sappa.se',
  },
  {
    title: 'Ändrade villkor för företagsabonnemang',
    message: 'Uppsägningstiden för nya företagsavtal blir tre månader. Befintliga avtal påverkas inte.',
    audience: 'BUSINESS',
    startsAt: addDays(today, -10),
    endsAt: null,
    active: true,
    createdBy: 'malin.berg@sappa.se',
  },
];

export async function insertContentPagesDemo(
  tx: Prisma.TransactionClient,
  { now, today }: { now: Date; today: Date },
): Promise<number> {
  const products = await tx.product.findMany({
    where: { productNumber: { in: OFFERS.map(([, productNumber]) => productNumber) } },
    select: { id: true, productNumber: true },
  });
  const productId = new Map(products.map((product) => [product.productNumber, product.id]));
  const offers = await tx.campaignOffer.createMany({
    data: OFFERS.flatMap(([campaignId, productNumber, campaignPrice, campaignMonths, bindingMonths]) => {
      const id = productId.get(productNumber);
      return id === undefined
        ? []
        : [{ campaignId, productId: id, campaignPrice, campaignMonths, bindingMonths }];
    }),
    skipDuplicates: true,
  });
  // Written a day before they are shown, or at the seed moment for those planned ahead.
  const announcements = await tx.announcement.createMany({
    data: ANNOUNCEMENTS(today).map((announcement) => {
      const written = earliest(addDays(new Date(announcement.startsAt), -1), now);
      return { ...announcement, createdAt: written, updatedAt: written };
    }),
  });

  const agent = demoUser('agent');
  const [last] = await tx.$queryRaw<
    { number: number }[]
  >`SELECT COALESCE(MAX("number"), 0)::int AS "number" FROM "cases"`;
  const reports = [
    {
      header: 'Support: Fakturan laddas inte i kundbil…',
      status: 'IN_PROGRESS' as const,
      priority: 'MEDIUM' as const,
      ownerGroupId: 900,
      area: 'Fakturor och betalningar',
      impact: 'Det försvårar arbetet',
      description: 'När jag öppnar en faktura i kundbilden står det "Kunde inte hämta" för kund 100012.',
      daysAgo: 3,
    },
    {
      header: 'Support: Ser inte menyvalet Kampanjer',
      status: 'FINISHED' as const,
      priority: 'LOW' as const,
      ownerGroupId: 901,
      area: 'Inloggning och behörigheter',
      impact: 'Fråga eller förbättringsförslag',
      description: 'Jag ser inte menyvalet Kampanjer efter att jag bytt team.',
      daysAgo: 12,
    },
  ];
  for (const [index, report] of reports.entries()) {
    const createdAt = addDays(today, -report.daysAgo);
    const finishedAt = report.status === 'FINISHED' ? addDays(createdAt, 1) : null;
    await tx.case.create({
      data: {
        number: (last?.number ?? 0) + index + 1,
        header: report.header,
        status: report.status,
        priority: report.priority,
        typeId: 900,
        ownerGroupId: report.ownerGroupId,
        createdById: agent.id,
        createdAt,
        updatedAt: finishedAt ?? createdAt,
        finishedAt,
        formFields: {
          create: [
            ['Område', report.area],
            ['Påverkan', report.impact],
            ['Beskrivning', report.description],
          ].map(([title, value], order) => ({
            formTitle: 'Intern support',
            title: title as string,
            value,
            order: (order + 1) * 10,
          })),
        },
        history: {
          create: {
            action: 'Ärende skapat',
            userId: agent.id,
            userName: `${agent.firstName} ${agent.lastName}`,
            createdAt,
          },
        },
      },
    });
  }
  return offers.count + announcements.count + reports.length;
}
