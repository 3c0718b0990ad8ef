import type { Prisma } from '@prisma/client';
import { ALL_GROUPS, Group, type GroupName, groupName, withProductName } from '@sappis/shared';

/** User groups and document templates. */

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
