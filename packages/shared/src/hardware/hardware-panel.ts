import { z } from 'zod';
import type { ProductTypeKey } from '../customer-codes.ts';
import { calendarDay, dbId, requiredText } from '../input/safe-input.ts';

/**
 * The hardware panel ('Hantera utrustning', document 2 sections 2 to 5, document 3 panel 1): card rows, the
 * equipment lines of an agreement, program card states and the add-hardware identifiers.
 */

/** The card-row values of hardware and program cards (document 2 section 4). The hub is card row 30. */
export const CARD_ROW_VALUES = [0, 1, 2, 3, 4, 5, 6, 20, 30, 99] as const;
export type CardRowValue = (typeof CARD_ROW_VALUES)[number];
export const HUB_CARD_ROW = 30;

/** 0 or above 30 is inactive; 1 to 30 active. */
export function isInactiveCardRow(value: number): boolean {
  return value <= 0 || value > HUB_CARD_ROW;
}

/** Each card-row value has its own colour (background, text), so a card and its box are seen side by side. */
export const CARD_ROW_COLOURS: Record<CardRowValue, { background: string; text: string }> = {
  0: { background: '#e5e7eb', text: '#374151' },
  1: { background: '#dbeafe', text: '#1e3a8a' },
  2: { background: '#dcfce7', text: '#14532d' },
  3: { background: '#fef9c3', text: '#713f12' },
  4: { background: '#fce7f3', text: '#831843' },
  5: { background: '#ede9fe', text: '#4c1d95' },
  6: { background: '#ffedd5', text: '#7c2d12' },
  20: { background: '#cffafe', text: '#164e63' },
  30: { background: '#1e293b', text: '#f8fafc' },
  99: { background: '#fee2e2', text: '#7f1d1d' },
};

/** The colour of a card-row value; other values (in transit, returned) share the inactive grey of 0. */
export function cardRowColour(value: number): { background: string; text: string } {
  return (
    (CARD_ROW_COLOURS as Record<number, { background: string; text: string }>)[value] ?? CARD_ROW_COLOURS[0]
  );
}

/** A card-row value as shown: 0 'Ej aktiv', 30 'Hubb', 99 'Utbytt'. */
export function cardRowLabel(value: number): string {
  if (value === 0) return 'Ej aktiv';
  if (value === HUB_CARD_ROW) return '30 (Hubb)';
  if (value === 99) return '99 (Utbytt)';
  return String(value);
}

export interface EquipmentRow {
  id: number;
  productType: ProductTypeKey;
  productNumber: string;
  productName: string;
  card: number;
  endDate: string | null;
}

export const isEquipment = (row: { productType: ProductTypeKey }) =>
  row.productType === 'HARDWARE' || row.productType === 'CARD';

const endedBy = (row: { endDate: string | null }, today: string) =>
  row.endDate !== null && row.endDate.slice(0, 10) < today;

/** Active: an equipment row on card row 1 to 30 that has not ended. */
export function isActiveEquipment(row: EquipmentRow, today: string): boolean {
  return !isInactiveCardRow(row.card) && !endedBy(row, today);
}

/** The agreement's hardware lines and card lines (by row type), active and inactive. */
export function equipmentLines<T extends EquipmentRow>(rows: readonly T[], today: string) {
  const equipment = rows.filter(isEquipment);
  const active = equipment.filter((row) => isActiveEquipment(row, today));
  const inactive = equipment.filter((row) => !isActiveEquipment(row, today));
  const byKind = (list: T[]) => ({
    hardware: list.filter((row) => row.productType === 'HARDWARE'),
    cards: list.filter((row) => row.productType === 'CARD'),
  });
  return { active: byKind(active), inactive: byKind(inactive) };
}

/**
 * The card-row values a row can move to, each disabled where another card (for a card row) or box (for a box)
 * of the agreement, not ended, already holds it. 0 and 99 are never held: any number of rows can be inactive.
 */
export function cardRowChoices(row: EquipmentRow, rows: readonly EquipmentRow[], today: string) {
  return CARD_ROW_VALUES.filter((value) => value !== row.card).map((value) => ({
    value,
    disabled: isCardRowTaken(row, value, rows, today),
  }));
}

export function isCardRowTaken(
  row: EquipmentRow,
  value: number,
  rows: readonly EquipmentRow[],
  today: string,
): boolean {
  if (isInactiveCardRow(value)) return false;
  return rows.some(
    (other) =>
      other.id !== row.id &&
      other.productType === row.productType &&
      other.card === value &&
      !endedBy(other, today),
  );
}

/** Why a row cannot move to `value`, or null. The server refuses what the picker disables. */
export function cardRowMoveRefusal(
  row: EquipmentRow,
  value: number,
  rows: readonly EquipmentRow[],
  today: string,
): string | null {
  if (!isEquipment(row)) return HARDWARE_TEXTS.notEquipment;
  if (!(CARD_ROW_VALUES as readonly number[]).includes(value)) return HARDWARE_TEXTS.invalidCardRow;
  if (value === row.card) return HARDWARE_TEXTS.sameCardRow;
  if (endedBy(row, today)) return HARDWARE_TEXTS.rowEnded;
  if (isCardRowTaken(row, value, rows, today)) return HARDWARE_TEXTS.cardRowTaken(value);
  return null;
}

/** CGKORT is shown as 'Programkort' (document 3 section 9). */
export function equipmentName(row: { productNumber: string; productName: string }): string {
  return row.productNumber === 'CGKORT' ? 'Programkort' : row.productName;
}

/** Program card states of the TV middleware (document 3 section 4), by the code the middleware uses. */
export const PROGRAM_CARD_STATES = [
  { key: 'UNKNOWN', code: 0, label: 'Okänd' },
  { key: 'ON', code: 1, label: 'På' },
  { key: 'TO_BE_PAIRED', code: 4, label: 'Skall paras' },
  { key: 'OFF', code: 5, label: 'Av' },
  { key: 'OFF_9', code: 9, label: 'Av' },
  { key: 'TERMINATED', code: 11, label: 'Avslutat kort' },
  { key: 'TEMPORARILY_SUSPENDED', code: 14, label: 'Tillfälligt avstängt' },
] as const;
export type ProgramCardStateKey = (typeof PROGRAM_CARD_STATES)[number]['key'];

export function programCardState(key: string) {
  return PROGRAM_CARD_STATES.find((state) => state.key === key) ?? PROGRAM_CARD_STATES[0];
}

// ───────────────────────── Add hardware (document 2 section 5) ─────────────────────────

export const HARDWARE_KINDS = ['BOX', 'ROUTER', 'CARD'] as const;
export type HardwareKind = (typeof HARDWARE_KINDS)[number];

export const HARDWARE_KIND_LABELS: Record<HardwareKind, string> = {
  BOX: 'Box/modul',
  ROUTER: 'Router/modem',
  CARD: 'Programkort',
};

/** A box needs at least 10 characters, a router exactly 12, a card at least 10. */
export const IDENTIFIER_LENGTHS: Record<HardwareKind, { min: number; max: number }> = {
  BOX: { min: 10, max: 40 },
  ROUTER: { min: 12, max: 12 },
  CARD: { min: 10, max: 40 },
};

export const IDENTIFIER_LABELS: Record<HardwareKind, string> = {
  BOX: 'CAM-id',
  ROUTER: 'MAC-adress',
  CARD: 'Kortnummer',
};

/** Routers are known by their MAC address without separators, in capitals ('AA:BB:CC:DD:EE:FF' is 'AABBCCDDEEFF'). */
export function normalizeIdentifier(kind: HardwareKind, identifier: string): string {
  return kind === 'ROUTER' ? identifier.trim().replace(/[:-]/g, '').toUpperCase() : identifier.trim();
}

/**
 * The identifier's refusal, or null when it has the length its kind needs; a MAC address is measured without its
 * separators, so the usual 'AA:BB:CC:DD:EE:FF' is the 12 characters the spec asks for.
 */
export function identifierRefusal(kind: HardwareKind, identifier: string): string | null {
  if (!/^[0-9A-Za-z:-]*$/.test(identifier.trim())) return HARDWARE_TEXTS.identifierCharacters;
  const value = normalizeIdentifier(kind, identifier);
  const { min, max } = IDENTIFIER_LENGTHS[kind];
  if (kind === 'ROUTER') {
    if (value.length !== min) return HARDWARE_TEXTS.routerLength;
  } else if (value.length < min) return kind === 'BOX' ? HARDWARE_TEXTS.boxLength : HARDWARE_TEXTS.cardLength;
  if (value.length > max) return HARDWARE_TEXTS.identifierTooLong(max);
  return null;
}

export const hardwareIdentifierSchema = z
  .object({ kind: z.enum(HARDWARE_KINDS, 'Välj typ av utrustning'), identifier: z.string().max(40).trim() })
  .superRefine((value, ctx) => {
    const refusal = identifierRefusal(value.kind, value.identifier);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['identifier'], message: refusal });
  });

/** The answer of the TV middleware's validation (document 2 section 3, 'Hardware validation result'). */
export interface HardwareValidation {
  valid: boolean;
  error: string | null;
  hardware: {
    cam: string | null;
    mac: string | null;
    name: string;
    productId: string;
    serialNumber: string | null;
  } | null;
}

/**
 * Why hardware cannot be added (or null): an ended agreement, a wrong identifier, a validation that is
 * missing, failed or for another identifier. The form disables 'Lägg till' on the same refusals.
 */
export function addHardwareRefusal(
  agreement: { ended: boolean },
  choices: { kind: HardwareKind; identifier: string },
  validation: (HardwareValidation & { identifier: string; kind: HardwareKind }) | null,
): string | null {
  if (agreement.ended) return HARDWARE_TEXTS.agreementEnded;
  const refusal = identifierRefusal(choices.kind, choices.identifier);
  if (refusal) return refusal;
  if (!validation || validation.kind !== choices.kind || validation.identifier !== choices.identifier.trim())
    return HARDWARE_TEXTS.validateFirst;
  if (!validation.valid) return HARDWARE_TEXTS.validationFailed(validation.error ?? 'okänt fel');
  return null;
}

/** Available hardware products by group (document 2 section 7): the categories of each group. */
export const HARDWARE_PRODUCT_GROUPS = {
  'tv.hardvara': { label: 'TV', categories: [0, 2, 14] },
  'bredband.hardvara': { label: 'Bredband', categories: [3] },
  'telefoni.hardvara': { label: 'Fast telefoni', categories: [4] },
} as const;
export type HardwareProductGroup = keyof typeof HARDWARE_PRODUCT_GROUPS;

export function hardwareProductGroupOf(categoryNumber: number): HardwareProductGroup | null {
  for (const [group, { categories }] of Object.entries(HARDWARE_PRODUCT_GROUPS)) {
    if ((categories as readonly number[]).includes(categoryNumber)) return group as HardwareProductGroup;
  }
  return null;
}

// ───────────────────────── Inputs of the panel's calls ─────────────────────────

export const RENAME_MAX = 60;

export const renameCardSchema = z.object({
  rowId: dbId('Ogiltig avtalsrad'),
  name: requiredText(RENAME_MAX, { required: 'Ange ett namn' }),
});

export const transferHardwareSchema = z.object({
  fromAgreementNumber: dbId('Välj avtal'),
  toAgreementNumber: dbId('Välj avtal att överföra till'),
  rowIds: z.array(dbId('Ogiltig avtalsrad')).min(1, 'Välj utrustning att överföra').max(50),
  date: calendarDay('Välj ett datum'),
});

export const searchHardwareSchema = z.object({
  by: z.enum(['CARD', 'BOX']),
  query: requiredText(40, { required: 'Ange vad du söker' }),
});

export const HARDWARE_TEXTS = {
  notEquipment: 'Raden är ingen hårdvara eller inget kort',
  invalidCardRow: 'Ogiltig kortrad',
  sameCardRow: 'Raden har redan den kortraden',
  rowEnded: 'Raden är avslutad',
  cardRowTaken: (value: number) => `Kortrad ${value} används redan av annan utrustning`,
  boxLength: 'Box/modul-id måste vara minst 10 tecken',
  routerLength: 'MAC-adressen måste vara exakt 12 tecken',
  cardLength: 'Kortnumret måste vara minst 10 tecken',
  identifierTooLong: (max: number) => `Högst ${max} tecken`,
  identifierCharacters: 'Endast siffror, bokstäver, kolon och bindestreck',
  validateFirst: 'Validera utrustningen först',
  validationFailed: (error: string) => `Valideringen misslyckades: ${error}`,
  addFailed: (what: string, error: string) => `Något gick fel. ${what} kunde inte läggas till: ${error}`,
  agreementEnded: 'Avtalet är avslutat. Det går inte att lägga till utrustning.',
  added: (what: string, agreementNumber: number) =>
    `${what} är tillagd på avtal ${agreementNumber}. Det kan ta upp till 3 minuter innan utrustningen syns.`,
  renameFailed: 'Namnbytet misslyckades',
  renamed: (name: string) => `Kortet har bytt namn till ${name}`,
  noHits: 'Sökningen gav inga träffar.',
  pairFailed: 'Para & uppdatera misslyckades',
  paired: 'Kort och box är parade och uppdaterade. Det kan ta upp till 3 minuter innan det syns.',
  cleared: (agreementNumber: number) => `Utrustningen är rensad från avtal ${agreementNumber}`,
  removed: (agreementNumber: number) => `Hårdvara raderat på avtal: ${agreementNumber}`,
  cardRowChanged: (name: string, value: number) => `${name} har flyttats till kortrad ${value}`,
  synced: 'Avtalet är synkat till affärssystemet',
  syncFailed: (reason: string) => `Synkningen till affärssystemet misslyckades: ${reason}`,
  blacklisted: (cardNumber: string) => `Kort ${cardNumber} är svartlistat`,
  notBlacklisted: (cardNumber: string) => `Kort ${cardNumber} är inte svartlistat`,
  blacklistFailed: (reason: string) => `Svartlistekontrollen misslyckades: ${reason}`,
  searchFailed: (reason: string) => `Sökningen misslyckades: ${reason}`,
  transferSameAgreement: 'Välj ett annat avtal att överföra till',
  transferTargetEnded: 'Avtalet du överför till är avslutat',
  transferNotCustomers: 'Avtalet du överför till tillhör inte kunden',
  transferRowsNotEquipment: 'Välj utrustning på avtalet',
  transferred: (count: number, agreementNumber: number) =>
    `${count} utrustning${count === 1 ? '' : 'ar'} överförd${count === 1 ? '' : 'a'} till avtal ${agreementNumber}`,
  noCardOrBox: 'Raden har inget kortnummer eller CAM-id att para',
} as const;
