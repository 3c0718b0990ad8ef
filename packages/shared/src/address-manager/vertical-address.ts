import { z } from 'zod';
import { pageNumber, trimmedText } from '../input/safe-input.ts';

/**
 * The vertical address search and its export (document 1 sections 5 and 7.2; /sappis/address-manager/commercial):
 * the register's addresses with their accesses, filtered by any of the fields below and by transmission. Filter
 * values are upper-cased and empty ones dropped before they are used (or sent).
 */

export const VERTICAL_FILTER_FIELDS = [
  'street',
  'number',
  'zipCode',
  'city',
  'network',
  'mainAgreement',
] as const;
export type VerticalFilterField = (typeof VERTICAL_FILTER_FIELDS)[number];

export const VERTICAL_FILTER_LABELS: Record<VerticalFilterField, string> = {
  street: 'Gata',
  number: 'Nummer',
  zipCode: 'Postnummer',
  city: 'Ort',
  network: 'Nät',
  mainAgreement: 'Huvudavtal',
};

export const VERTICAL_TRANSMISSIONS = ['KOAX', 'IP'] as const;
export const VERTICAL_PREMISES_TYPES = ['SDU', 'MDU', 'MDU_COMMON', 'MDU_TECHNICAL', 'COMMERCIAL'] as const;
export const PREMISES_TYPE_LABELS: Record<(typeof VERTICAL_PREMISES_TYPES)[number], string> = {
  SDU: 'Villa',
  MDU: 'Lägenhet',
  MDU_COMMON: 'Gemensam yta',
  MDU_TECHNICAL: 'Teknikutrymme',
  COMMERCIAL: 'Lokal',
};

export type VerticalFilters = Partial<Record<VerticalFilterField, string>>;

/** Document 1 section 5: each value trimmed and upper-cased; empty values are dropped. */
export function normalizeVerticalFilters(filters: { readonly [key: string]: unknown }): VerticalFilters {
  const normalized: VerticalFilters = {};
  for (const field of VERTICAL_FILTER_FIELDS) {
    const raw = filters[field];
    const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    if (value !== '') normalized[field] = value;
  }
  return normalized;
}

const filterValue = trimmedText(100);

export const verticalFiltersSchema = z.object({
  street: filterValue.optional(),
  number: filterValue.optional(),
  zipCode: filterValue.optional(),
  city: filterValue.optional(),
  network: filterValue.optional(),
  mainAgreement: filterValue.optional(),
  premisesType: z.enum(VERTICAL_PREMISES_TYPES).optional(),
  transmissions: z.array(z.enum(VERTICAL_TRANSMISSIONS)).max(VERTICAL_TRANSMISSIONS.length).default([]),
});
export type VerticalFiltersInput = z.input<typeof verticalFiltersSchema>;

export const verticalSearchSchema = verticalFiltersSchema.extend({ page: pageNumber });

/** At most this many addresses in one export file. */
export const VERTICAL_EXPORT_MAX_ROWS = 20_000;

export const VERTICAL_EXPORT_TEXTS = {
  tooMany: `Exporten får ha högst ${VERTICAL_EXPORT_MAX_ROWS} adresser, smalna av sökningen`,
  noFilter: 'Ange minst ett filter innan du exporterar',
} as const;

/** The export's columns (Swedish, for Excel). */
export const VERTICAL_EXPORT_COLUMNS = [
  'Adress-id',
  'Gata',
  'Nummer',
  'Uppgång',
  'Lägenhet',
  'Postnummer',
  'Ort',
  'Nät',
  'Transmission',
  'Huvudavtal',
  'Lokaltyp',
  'Giltig till',
] as const;

/** One CSV field: quoted when it holds the delimiter, a quote or a line break; a leading =, +, - or @ is neutralised. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a semicolon CSV (what Swedish Excel opens), CRLF line breaks. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
