import type { Prisma } from '@prisma/client';
import { addMonths, startOfMonth } from '../dates.ts';

/** Campaigns with memos ('Kampanjmemo'); dates are relative to the seeding day so active ones stay active. */
export const CAMPAIGN_ID = {
  WELCOME: 1,
  BROADBAND_AUTUMN: 2,
  MIX_SUMMER_ENDED: 3,
  BUSINESS_START: 4,
  MOVING: 5,
  THREE_FREE_MONTHS: 6,
} as const;

export function campaignRows(today: Date): Prisma.CampaignCreateManyInput[] {
  return [
    {
      id: CAMPAIGN_ID.WELCOME,
      code: 'VALKOMMEN',
      name: 'Välkomsterbjudande – halva priset i 6 månader',
      memo: 'Nya kunder får halva priset på valfritt TV-paket i 6 månader. Bindningstid 12 månader. Kan inte kombineras med andra erbjudanden. Rabatten läggs som underrad på paketet.',
      startsAt: startOfMonth(today, -14),
      endsAt: addMonths(startOfMonth(today), 10),
    },
    {
      id: CAMPAIGN_ID.BROADBAND_AUTUMN,
      code: 'BB1000-299',
      name: 'Bredband 1000/1000 för 299 kr/mån i 12 månader',
      memo: 'Gäller villa och lägenhet i öppna stadsnät. Ordinarie pris efter kampanjperioden. 24 månaders bindningstid. Hyrrouter Wi-Fi 6 ingår utan kostnad under bindningstiden.',
      startsAt: startOfMonth(today, -8),
      endsAt: addMonths(startOfMonth(today), 4),
    },
    {
      id: CAMPAIGN_ID.MIX_SUMMER_ENDED,
      code: 'MIX-SOMMAR',
      name: 'Sommarkampanj Sappa Mix 10',
      memo: 'Sappa Mix 10 till priset av Mix 5 under sommaren. Kampanjen är avslutad.',
      startsAt: startOfMonth(today, -26),
      endsAt: startOfMonth(today, -20),
    },
    {
      id: CAMPAIGN_ID.BUSINESS_START,
      code: 'FORETAG-START',
      name: 'Företagsstart – 20 % rabatt första året',
      memo: 'Nya företagskunder får 20 % rabatt på bredband och TV första året. Uppsägningstid 3 månader.',
      startsAt: startOfMonth(today, -12),
      endsAt: null,
    },
    {
      id: CAMPAIGN_ID.MOVING,
      code: 'FLYTT-FRI',
      name: 'Flytta med Sappa – ingen flyttavgift',
      memo: 'Kunder som flyttar inom Sappas nät slipper flyttavgiften på 150 kr.',
      startsAt: startOfMonth(today, -3),
      endsAt: addMonths(startOfMonth(today), 3),
    },
    {
      id: CAMPAIGN_ID.THREE_FREE_MONTHS,
      code: 'FRI3',
      name: 'Tre månader fritt på Sappa Play Plus',
      memo: 'Tre fria månader på Sappa Play Plus. Därefter ordinarie pris 49 kr/mån, ingen bindningstid.',
      startsAt: startOfMonth(today, -5),
      endsAt: addMonths(startOfMonth(today), 7),
    },
  ];
}
