import type { Prisma } from '@prisma/client';
import { ALL_GROUPS, Group, type GroupName, groupName, withProductName } from '@sappis/shared';
import { addDays, at } from '../dates.ts';

/** User groups, disruptions, customer announcements, document templates and short links. */

const GROUP_DESCRIPTIONS: Record<GroupName, string> = {
  [Group.SAPPIS]: 'Grundbehörighet för all personal i Sappis',
  [Group.PRODUCT_IT]: '{product} IT',
  [Group.ADMIN]: 'Administratörer',
  [Group.THIRD_LINE]: 'Tredje linjens support',
  [Group.RESPONSIBLE_CUSTOMER_SUPPORT]: 'Kundservicechefer och ansvariga',
  [Group.ADDRESS_MANAGER]: 'Adresshantering',
  [Group.BUSINESS_SUPPORT]: 'Affärsstöd',
  [Group.PRODUCT]: 'Produkt',
  [Group.CANTAB]: 'Cantab-kundtjänst',
  [Group.PRODUCT_TEKNIK]: '{product} Teknik',
  [Group.ECONOMY]: 'Ekonomi',
  [Group.INVOICE_BASIS]: 'Faktureringsunderlag',
  [Group.EXTENDED_CUSTOMER_SUPPORT]: 'Andra linjens support',
  [Group.MARKNAD]: 'Marknad',
  [Group.B2C]: 'Privatmarknad (B2C)',
  [Group.PROVISIONING]: 'Provisionering',
  [Group.SUPER_USER]: 'Superanvändare',
};

/** Group ids are 1.. in the order of ALL_GROUPS; names and descriptions follow the product name. */
export function groupRows(productName: string): Prisma.GroupCreateManyInput[] {
  return ALL_GROUPS.map((group, index) => ({
    id: index + 1,
    name: groupName(group, productName),
    description: withProductName(GROUP_DESCRIPTIONS[group], productName),
  }));
}

export function groupId(group: GroupName): number {
  const index = ALL_GROUPS.indexOf(group);
  if (index < 0) throw new Error(`Unknown group ${group}`);
  return index + 1;
}

const stamp = (date: Date) => date.toISOString();

export function disruptionRows(now: Date, today: Date): Prisma.DisruptionCreateManyInput[] {
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
          UpdatedAt: stamp(new Date(now.getTime() - 20 * 60_000)),
          Text: 'Skarvning pågår. Beräknad klartid kl. 18:00.',
        },
      ],
      markAsFinished: false,
      showFrom: new Date(now.getTime() - 3 * 3600_000),
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
      showFrom: new Date(now.getTime() - 5 * 3600_000),
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

export const DOCUMENT_TEMPLATES: Prisma.DocumentTemplateCreateManyInput[] = [
  {
    id: 1,
    name: 'Tom mall',
    content:
      '<p>{{kundNamn}}<br>{{kundLeveransAdress}}<br>{{kundLeveransPostnummer}} {{kundLeveransOrt}}</p>\n<p>Kundnummer: {{kundKundnummer}}<br>Avtalsnummer: {{avtalsnummer}}</p>\n<p></p>\n<p>Med vänlig hälsning<br>Sappa Kundservice</p>',
  },
  {
    id: 2,
    name: 'Tom företagsmall',
    content:
      '<p>{{kundNamn}}<br>Att: {{kontaktperson}}<br>{{kundFakturaAdress}}<br>{{kundFakturaPostnummer}} {{kundFakturaPostort}}</p>\n<p>Organisationsnummer: {{kundIdentitet}}<br>Kundnummer: {{kundKundnummer}}<br>Avtalsnummer: {{avtalsnummer}}</p>\n<p></p>\n<p>Med vänlig hälsning<br>Sappa Företag</p>',
  },
  {
    id: 3,
    name: 'Bekräftelse uppsägning',
    content:
      '<p>Hej {{kundFornamn}}!</p>\n<p>Vi bekräftar att dina tjänster på avtal {{avtalsnummer}} avslutas {{slutdatum}}. Glöm inte att returnera hyrd utrustning.</p>\n<p>Med vänlig hälsning<br>Sappa Kundservice</p>',
  },
  {
    id: 4,
    name: 'Returinstruktion hårdvara',
    content:
      '<p>Hej {{kundFornamn}}!</p>\n<p>Packa utrustningen i originalkartongen och lämna paketet hos närmaste PostNord-ombud senast {{returdatum}}. Fraktsedeln bifogas.</p>',
  },
];

export const SHORT_LINKS: Prisma.ShortLinkCreateManyInput[] = [
  { slug: 'play', targetUrl: 'https://www.sappa.se/tv/sappa-play', hits: 412 },
  { slug: 'driftstatus', targetUrl: 'https://www.sappa.se/kundservice/driftstatus', hits: 1893 },
  { slug: 'router', targetUrl: 'https://www.sappa.se/kundservice/bredband/installera-router', hits: 77 },
];
