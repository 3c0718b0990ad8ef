import type { Prisma } from '@prisma/client';
import { Group } from '@sappis/shared';

/**
 * Case system catalogue: case types with the ids of the specification (document 1 section 7.1, document 2
 * section 9, document 3 section 9) and their categories, owner groups, termination reasons, tags, queues and
 * autoreply suggestions.
 */

export const CASE_TYPES = [
  // Ids of the specification.
  { id: 120, name: 'Byte av betalsätt', category: 'Betalning' },
  { id: 135, name: 'Adressärende', category: 'Flytt' },
  { id: 137, name: 'Flytt av avtal', category: 'Flytt' },
  { id: 171, name: 'Kompensation', category: 'Faktura' },
  { id: 182, name: 'Uppsägning av avtal', category: 'Uppsägning' },
  { id: 183, name: 'Uppsägning av abonnemang', category: 'Uppsägning' },
  { id: 184, name: 'Retur – Ånger', category: 'Hårdvara' },
  { id: 185, name: 'Retur – Garanti', category: 'Hårdvara' },
  { id: 187, name: 'Paus av tjänster', category: 'Uppsägning' },
  { id: 193, name: 'Retur – Avslut', category: 'Hårdvara' },
  { id: 194, name: 'Retur – Felutskick', category: 'Hårdvara' },
  { id: 197, name: 'Nytt avtal på adress', category: 'Flytt' },
  { id: 212, name: 'Visma-ärende/Aktivering', category: 'Digital TV' },
  { id: 227, name: 'Vänd faktura', category: 'Faktura' },
  { id: 248, name: 'Anstånd', category: 'Betalning' },
  { id: 255, name: 'Retur – Omskick', category: 'Hårdvara' },
  { id: 309, name: 'Fortsätt tjänster', category: 'Uppsägning' },
  // Everyday support types so that every category of the search icons has cases.
  { id: 101, name: 'Felanmälan analog TV', category: 'Analog TV' },
  { id: 102, name: 'Felanmälan bredband', category: 'Bredband' },
  { id: 103, name: 'Felanmälan digital TV', category: 'Digital TV' },
  { id: 104, name: 'Felanmälan telefoni', category: 'Telefoni' },
  { id: 105, name: 'Fakturafråga', category: 'Faktura' },
  { id: 106, name: 'Hastighetsproblem bredband', category: 'Bredband' },
  { id: 107, name: 'Kanalbyte', category: 'Digital TV' },
] as const satisfies readonly Prisma.CaseTypeCreateManyInput[];

export type CaseTypeId = (typeof CASE_TYPES)[number]['id'];

export const CASE_OWNER_GROUPS = [
  { id: 42, name: 'Kundservice' },
  { id: 84, name: 'Företag/Affärsstöd' },
  { id: 103, name: 'Bredband extern' },
  { id: 104, name: 'TV extern' },
  { id: 117, name: 'Adressärenden' },
  { id: 168, name: 'Ånger' },
  { id: 55, name: 'Ekonomi' },
  { id: 61, name: 'Andra linjen' },
] as const satisfies readonly Prisma.CaseOwnerGroupCreateManyInput[];

/**
 * Termination reasons (document 2): the allowed ids 100-113 of a termination, 114 for a pause and the
 * reason preselected by the deceased tab. The schema gives each id one scope (see the report on the model).
 */
export const TERMINATION_REASONS = [
  { id: 100, name: 'Flyttar', scope: 'AGREEMENT' },
  { id: 101, name: 'Byter till annan leverantör', scope: 'AGREEMENT' },
  { id: 102, name: 'Ekonomiska skäl', scope: 'AGREEMENT' },
  { id: 105, name: 'Missnöjd med kvalitet eller driftstörningar', scope: 'AGREEMENT' },
  { id: 106, name: 'Använder inte tjänsten', scope: 'SUBSCRIPTION' },
  { id: 107, name: 'För dyrt', scope: 'SUBSCRIPTION' },
  { id: 111, name: 'Byter till annan tjänst hos Sappa', scope: 'SUBSCRIPTION' },
  { id: 113, name: 'Övrigt', scope: 'SUBSCRIPTION' },
  { id: 114, name: 'Paus', scope: 'SUBSCRIPTION' },
  { id: 116, name: 'Kund har avlidit', scope: 'AGREEMENT' },
] as const satisfies readonly Prisma.TerminationReasonCreateManyInput[];

export const TAGS = [
  { id: 1, name: 'VIP', automatic: false, ruleCaseTypeId: null },
  { id: 2, name: 'Återkoppling', automatic: false, ruleCaseTypeId: null },
  { id: 3, name: 'Eskalerad', automatic: false, ruleCaseTypeId: null },
  { id: 4, name: 'Media', automatic: false, ruleCaseTypeId: null },
  { id: 5, name: 'Reklamation', automatic: false, ruleCaseTypeId: null },
  { id: 6, name: 'Tekniker bokad', automatic: false, ruleCaseTypeId: null },
  { id: 7, name: 'Uppsägning', automatic: true, ruleCaseTypeId: 182 },
  { id: 8, name: 'Retur', automatic: true, ruleCaseTypeId: 184 },
  { id: 9, name: 'Kompensation', automatic: true, ruleCaseTypeId: 171 },
  { id: 10, name: 'Paus', automatic: true, ruleCaseTypeId: 187 },
  { id: 11, name: 'Betalsätt', automatic: true, ruleCaseTypeId: 120 },
] as const satisfies readonly Prisma.TagCreateManyInput[];

export const TAG_ID = Object.fromEntries(TAGS.map((tag) => [tag.name, tag.id])) as Record<
  (typeof TAGS)[number]['name'],
  number
>;

const QUEUES: Prisma.CaseQueueCreateManyInput[] = [
  {
    id: 1,
    name: 'Kundservice – nya ärenden',
    position: 1,
    statuses: ['NOT_STARTED'],
    ownerGroupIds: [42],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 2,
    name: 'Svar från kund',
    position: 2,
    statuses: ['CUSTOMER_REPLIED', 'RETURNS'],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 3,
    name: 'Högprioriterat',
    position: 3,
    priorities: ['HIGH', 'HIGHEST'],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 4,
    name: 'Returer och garantier',
    position: 4,
    caseTypeIds: [184, 185, 193, 194, 255],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 5,
    name: 'Företag',
    position: 5,
    ownerGroupIds: [84],
    visibleToGroups: [Group.BUSINESS_SUPPORT, Group.ADMIN],
  },
  {
    id: 6,
    name: 'Ekonomi',
    position: 6,
    caseTypeIds: [171, 227, 248, 120],
    visibleToGroups: [Group.ECONOMY, Group.INVOICE_BASIS],
  },
  {
    id: 7,
    name: 'Andra linjen – eskalerade',
    position: 7,
    tagIds: [3],
    visibleToGroups: [Group.EXTENDED_CUSTOMER_SUPPORT, Group.THIRD_LINE],
  },
  {
    id: 8,
    name: 'Adressärenden (inkl. avslutade)',
    position: 8,
    ownerGroupIds: [117],
    showFinished: true,
    visibleToGroups: [Group.ADDRESS_MANAGER, Group.PRODUCT_IT],
  },
];

/** Queues with every filter list present (empty lists rather than NULL columns). */
export const CASE_QUEUES: Prisma.CaseQueueCreateManyInput[] = QUEUES.map((queue) => ({
  statuses: [],
  caseTypeIds: [],
  ownerGroupIds: [],
  priorities: [],
  tagIds: [],
  ...queue,
}));

export const SUGGESTIONS: Prisma.SuggestionCreateManyInput[] = [
  {
    category: 'Faktura',
    title: 'Faktura skickad igen',
    message:
      'Hej! Vi har nu skickat fakturan igen till den e-postadress vi har registrerad. Hör gärna av dig om den inte kommer fram. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Faktura',
    title: 'Anstånd beviljat',
    message:
      'Hej! Vi har beviljat anstånd med betalningen. Det nya förfallodatumet syns på Mina sidor. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Faktura',
    title: 'Autogiro registrerat',
    message:
      'Hej! Ditt autogiromedgivande är registrerat och dras från och med nästa faktura. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Bredband',
    title: 'Starta om routern',
    message:
      'Hej! Prova att dra ur strömsladden till routern och fiberkonvertern, vänta 30 sekunder och koppla in dem igen. Hör av dig om problemet kvarstår. Med vänlig hälsning, Sappa Teknisk support',
  },
  {
    category: 'Bredband',
    title: 'Driftstörning i området',
    message:
      'Hej! Det pågår just nu en driftstörning i ditt område. Våra tekniker arbetar på att lösa felet. Aktuell status finns på sappa.se/driftstatus. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'TV',
    title: 'Kanalsökning',
    message:
      'Hej! Gör en ny kanalsökning via Meny > Inställningar > Kanalsökning på din TV-box. Det tar cirka fem minuter. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'TV',
    title: 'Programkortet parat',
    message:
      'Hej! Vi har nu parat ditt programkort med TV-boxen. Det kan ta upp till en timme innan alla kanaler syns. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Allmänt',
    title: 'Tack för kontakten',
    message:
      'Hej! Tack för att du kontaktade oss. Ärendet är nu avslutat. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Allmänt',
    title: 'Behöver mer information',
    message:
      'Hej! För att vi ska kunna hjälpa dig behöver vi lite mer information. Svara gärna på detta meddelande med ditt kundnummer och en beskrivning av problemet. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Flytt',
    title: 'Flytt registrerad',
    message:
      'Hej! Din flytt är registrerad. Tjänsterna flyttas med till den nya adressen på flyttdagen. Flyttavgiften på 150 kr kommer på nästa faktura. Med vänlig hälsning, Sappa Kundservice',
  },
];
