import type { Prisma } from '@prisma/client';
import { CALENDAR_TIME_ZONE, isoDay } from '@sappis/shared';
import { addDays, at } from '../dates.ts';

/** The demo's disruptions, customer announcements and short links. */

const stamp = (date: Date) => date.toISOString();

const HALF_HOUR_MS = 30 * 60_000;
const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CALENDAR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** 'kl. 21:30' or, past midnight, 'i morgon kl. 01:00': the estimate as the one posting at `postedAt` writes it. */
function estimatedReadyText(postedAt: Date, estimate: Date): string {
  const time = `kl. ${clock.format(estimate)}`;
  return isoDay(estimate) === isoDay(postedAt) ? time : `i morgon ${time}`;
}

/** A repair's estimate: about two and a half hours after the update, on the next half hour. */
function estimateAfter(postedAt: Date): Date {
  return new Date(Math.ceil((postedAt.getTime() + 150 * 60_000) / HALF_HOUR_MS) * HALF_HOUR_MS);
}

export function disruptionRows(now: Date, today: Date): Prisma.DisruptionCreateManyInput[] {
  const splicing = new Date(now.getTime() - 20 * 60_000);
  return [
    {
      title: 'Avbrott i bredband – Göteborg, Hisingen',
      events: [
        {
          UpdatedAt: stamp(new Date(now.getTime() - 3 * 3600_000)),
          Text: 'Vi har fått in felanmälningar om avbrott i bredband på Hisingen. Felsökning pågår.',
        },
        {
          UpdatedAt: stamp(new Date(now.getTime() - 90 * 60_000)),
          Text: 'Felet är lokaliserat till en skadad fiberkabel vid grävarbete. Tekniker är på plats.',
        },
        {
          UpdatedAt: stamp(splicing),
          Text: `Skarvning pågår. Beräknad klartid ${estimatedReadyText(splicing, estimateAfter(splicing))}.`,
        },
      ],
      markAsFinished: false,
      showFrom: new Date(now.getTime() - 3 * 3600_000),
      // Only customers on these networks at the Hisingen central see it; the TV disruption below touches everyone.
      networks: ['Öppen fiber', 'Stadsnät'],
      centrals: ['HC-GBG-HISINGEN'],
    },
    {
      title: 'Störningar i TV-utbudet – kanalerna TV4 Film och TV4 Stars',
      events: [
        {
          UpdatedAt: stamp(new Date(now.getTime() - 5 * 3600_000)),
          Text: 'Bildfrysningar på TV4 Film och TV4 Stars i hela landet. Felet ligger hos kanalleverantören.',
        },
      ],
      markAsFinished: false,
      // A channel fault: only customers with TV see it.
      platforms: ['TV'],
      showFrom: new Date(now.getTime() - 5 * 3600_000),
      networks: [],
    },
    {
      title: 'Planerat underhåll – Malmö centrum',
      events: [
        {
          UpdatedAt: stamp(at(addDays(today, -6), 9)),
          Text: 'Planerat underhåll i natt mellan 00:00 och 05:00. TV och bredband kan påverkas.',
        },
        {
          UpdatedAt: stamp(at(addDays(today, -5), 5, 10)),
          Text: 'Underhållet är klart. Alla tjänster fungerar som vanligt.',
        },
      ],
      markAsFinished: true,
      showFrom: at(addDays(today, -6), 9),
      networks: ['Stadsnät'],
      centrals: ['HC-MLM-CENTRUM'],
    },
    {
      title: 'Avbrott i fast telefoni – hela landet',
      events: [
        {
          UpdatedAt: stamp(at(addDays(today, -20), 14)),
          Text: 'Samtal till och från fast telefoni kopplas inte fram.',
        },
        {
          UpdatedAt: stamp(at(addDays(today, -20), 16, 30)),
          Text: 'Felet är åtgärdat. Orsaken var en felaktig konfiguration hos underleverantören.',
        },
      ],
      markAsFinished: true,
      showFrom: at(addDays(today, -20), 14),
      networks: [],
    },
  ];
}

export function announcementRows(today: Date): Prisma.AnnouncementCreateManyInput[] {
  return [
    {
      title: 'Nu kan du se TV i mobilen med Sappa Play',
      message: 'Sappa Play ingår i alla TV-paket. Logga in med ditt kundnummer i appen.',
      startsAt: addDays(today, -30),
      endsAt: addDays(today, 60),
      active: true,
      createdBy: 'malin.berg@sappa.se',
    },
    {
      title: 'Nya priser på bredband',
      message:
        'Från nästa månad justeras priserna för Bredband 500/500 och 1000/1000. Mer information finns på sappa.se.',
      startsAt: addDays(today, -5),
      endsAt: null,
      active: true,
      createdBy: 'malin.berg@sappa.se',
    },
    {
      title: 'Julens öppettider i kundservice',
      message: 'Kundservice har stängt på julafton och juldagen.',
      startsAt: addDays(today, -200),
      endsAt: addDays(today, -170),
      active: false,
      createdBy: 'malin.berg@sappa.se',
    },
    {
      title: 'Kommande kampanj: Sappa Sport',
      message: 'Sappa Sport för 199 kr/mån under hela säsongen.',
      startsAt: addDays(today, 20),
      endsAt: addDays(today, 80),
      active: true,
      createdBy: 'malin.berg@sappa.se',
    },
  ];
}

export const SHORT_LINKS: Prisma.ShortLinkCreateManyInput[] = [
  { slug: 'play', targetUrl: 'https://www.sappa.se/tv/sappa-play', hits: 412 },
  { slug: 'driftstatus', targetUrl: 'https://www.sappa.se/kundservice/driftstatus', hits: 1893 },
  { slug: 'router', targetUrl: 'https://www.sappa.se/kundservice/bredband/installera-router', hits: 77 },
];
