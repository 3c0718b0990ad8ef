import type { Prisma } from '@prisma/client';

/**
 * Case system catalogue: case types with the ids of the specification (document 1 section 7.1, document 2
 * section 9, document 3 section 9) and their categories, owner groups, termination reasons and tags.
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
  // Intern support (/sappis/support); the support report also inserts them when missing.
  { id: 900, name: 'Intern support – Sappis', category: 'Intern support' },
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
  // Intern support (/sappis/support); the support report also inserts them when missing.
  { id: 900, name: 'Sappis förvaltning' },
  { id: 901, name: 'Sappis behörigheter' },
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
