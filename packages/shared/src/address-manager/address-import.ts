import { z } from 'zod';
import { addAddressSchema, compositeAddress } from '../customers/add-address.ts';
import { isRealDay } from '../dates.ts';
import { plainText, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';
import { isAddressId } from '../search/address-id.ts';

/**
 * Address import (/sappis/address-manager/import): a CSV file of the address register's columns, checked row
 * by row. All or nothing: one rejected row and nothing is imported; the report lists every rejected row.
 */

/** The file's columns, in this order, named in its first line. */
export const ADDRESS_IMPORT_COLUMNS = [
  'adress_id',
  'gata',
  'nummer',
  'uppgang',
  'lagenhet',
  'postnummer',
  'ort',
  'nat',
  'transmission',
  'giltig_till',
] as const;

/**
 * At most this many characters of file text, and as sent (JSON-encoded UTF-8) this many bytes: the API takes
 * request bodies up to 1 MiB (apps/api server.ts). And at most this many address rows per import.
 */
export const ADDRESS_IMPORT_MAX_CHARS = 900_000;
export const ADDRESS_IMPORT_MAX_BYTES = 900_000;
export const ADDRESS_IMPORT_MAX_ROWS = 10_000;

/** The register's transmission codes (addresses.transmission): coax 10, IP 20. */
export const IMPORT_TRANSMISSIONS = { KOAX: 10, IP: 20 } as const;

export const ADDRESS_IMPORT_TEXTS = {
  header: `Rubrikraden ska vara: ${ADDRESS_IMPORT_COLUMNS.join(';')} (semikolon eller komma)`,
  empty: 'Filen innehåller inga adressrader',
  tooManyRows: `Filen får ha högst ${ADDRESS_IMPORT_MAX_ROWS} adressrader`,
  tooLarge: 'Filen får vara högst 900 kB',
  fieldCount: (count: number) => `Raden har ${count} fält, ska ha ${ADDRESS_IMPORT_COLUMNS.length}`,
  unclosedQuote: 'Citattecknet avslutas aldrig',
  strayQuote: 'Citattecken mitt i ett fält utan citattecken runt fältet',
  addressId: 'Adress-id ska vara 6–11 siffror eller 32 versaler och siffror',
  network: 'Nät får vara högst 100 tecken',
  transmission: 'Transmission ska vara KOAX, IP eller tom',
  validTo: 'Giltig till ska vara ett datum (ÅÅÅÅ-MM-DD) eller tom',
  duplicateId: (row: number) => `Adress-id:t finns redan på rad ${row}`,
  duplicateAddress: (row: number) => `Samma adress finns redan på rad ${row}`,
  existsWithOtherId: (id: string) => `Adressen finns redan i adressregistret med adress-id ${id}`,
  fileName: 'Ange filens namn',
  rejected: (count: number) =>
    `${count} ${count === 1 ? 'rad underkändes' : 'rader underkändes'}, inget har importerats`,
  imported: (created: number, updated: number) =>
    `Importen är klar: ${created} nya och ${updated} uppdaterade adresser`,
} as const;

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  fields: string[];
  /** Why the record cannot be read (quotes); its fields are then not to be used. */
  error?: string;
}

/**
 * RFC 4180 records of `text` with `delimiter`: fields may be quoted ("" is a quote inside), line breaks CRLF or
 * LF, quoted fields may span lines. Strict: a quote inside an unquoted field, or text after a closing quote,
 * marks that record; an unclosed quote marks the last record. Blank lines are skipped.
 */
export function parseCsv(text: string, delimiter: ',' | ';'): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let index = 0;
  while (index < source.length) {
    const start = line;
    const fields: string[] = [];
    let error: string | undefined;
    let field = '';
    let ended = false;
    while (!ended) {
      if (source[index] === '"') {
        // Quoted field.
        index += 1;
        let closed = false;
        while (index < source.length) {
          const char = source[index];
          if (char === '"') {
            if (source[index + 1] === '"') {
              field += '"';
              index += 2;
              continue;
            }
            index += 1;
            closed = true;
            break;
          }
          if (char === '\n') line += 1;
          field += char;
          index += 1;
        }
        if (!closed) error ??= ADDRESS_IMPORT_TEXTS.unclosedQuote;
        // After the closing quote only a delimiter or the end of the line may follow.
        while (index < source.length && !isBreak(source, index) && source[index] !== delimiter) {
          error ??= ADDRESS_IMPORT_TEXTS.strayQuote;
          index += 1;
        }
      } else {
        while (index < source.length && !isBreak(source, index) && source[index] !== delimiter) {
          if (source[index] === '"') error ??= ADDRESS_IMPORT_TEXTS.strayQuote;
          field += source[index];
          index += 1;
        }
      }
      fields.push(field);
      field = '';
      if (index < source.length && source[index] === delimiter) {
        index += 1;
        continue;
      }
      ended = true;
      if (source[index] === '\r') index += 1;
      if (source[index] === '\n') {
        index += 1;
        line += 1;
      }
    }
    const blank = fields.length === 1 && fields[0] === '' && error === undefined;
    if (!blank) records.push(error === undefined ? { line: start, fields } : { line: start, fields, error });
  }
  return records;
}

function isBreak(source: string, index: number): boolean {
  return source[index] === '\n' || (source[index] === '\r' && source[index + 1] === '\n');
}

/** One address of the file, ready for the register. */
export interface ImportAddress {
  line: number;
  id: string;
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
  zipCode: string;
  city: string;
  composite: string;
  network: string | null;
  transmission: number | null;
  validTo: string | null;
}

export interface RejectedRow {
  /** The file line (the header is line 1). */
  line: number;
  /** The row's address id as written, '' when it has none. */
  addressId: string;
  reasons: string[];
}

export interface ImportCheck {
  addresses: ImportAddress[];
  rejected: RejectedRow[];
}

const networkField = trimmedText(100, ADDRESS_IMPORT_TEXTS.network);

/**
 * The natural key of an address as the unique index "addresses_natural_key" enforces it (migration
 * 20261123234630_address_natural_key): street, number and entrance regardless of case, apartment, postal code
 * without spaces. An import refuses a second row with the same key; the scale seed draws an address again.
 */
export function addressNaturalKey(address: {
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
  zipCode: string;
}): string {
  return [
    address.street.toLowerCase(),
    address.number.toLowerCase(),
    (address.entrance ?? '').toLowerCase(),
    address.apartment ?? '',
    address.zipCode.replaceAll(' ', ''),
  ].join('|');
}

/** Checks one record's fields; the address or the reasons it is rejected. */
export function checkImportRow(record: CsvRecord): ImportAddress | RejectedRow {
  const fields = record.fields;
  const addressId = (fields[0] ?? '').trim();
  if (record.error) return { line: record.line, addressId, reasons: [record.error] };
  if (fields.length !== ADDRESS_IMPORT_COLUMNS.length) {
    return { line: record.line, addressId, reasons: [ADDRESS_IMPORT_TEXTS.fieldCount(fields.length)] };
  }
  const [, street, number, entrance, apartment, zip, city, network, transmission, validTo] = fields.map(
    (value) => value.trim(),
  ) as [string, string, string, string, string, string, string, string, string, string];
  const reasons: string[] = [];
  if (!isAddressId(addressId)) reasons.push(ADDRESS_IMPORT_TEXTS.addressId);
  const form = addAddressSchema.safeParse({ street, number, entrance, apartment, zip, city });
  if (!form.success) {
    for (const issue of form.error.issues) if (!reasons.includes(issue.message)) reasons.push(issue.message);
  }
  const net = networkField.safeParse(network);
  if (!net.success) reasons.push(ADDRESS_IMPORT_TEXTS.network);
  const code = transmission.toUpperCase();
  if (code !== '' && !(code in IMPORT_TRANSMISSIONS)) reasons.push(ADDRESS_IMPORT_TEXTS.transmission);
  if (validTo !== '' && !isRealDay(validTo)) reasons.push(ADDRESS_IMPORT_TEXTS.validTo);
  if (reasons.length > 0 || !form.success) return { line: record.line, addressId, reasons };
  const zipCode = form.data.zip.replace(/\s/g, '');
  return {
    line: record.line,
    id: addressId,
    street: form.data.street,
    number: form.data.number,
    entrance: form.data.entrance || null,
    apartment: form.data.apartment || null,
    zipCode,
    city: form.data.city,
    composite: compositeAddress(form.data),
    network: net.success && net.data !== '' ? net.data : null,
    transmission: code === '' ? null : IMPORT_TRANSMISSIONS[code as keyof typeof IMPORT_TRANSMISSIONS],
    validTo: validTo === '' ? null : validTo,
  };
}

/**
 * Checks a whole file: the header line (its delimiter, ',' or ';', is the file's), every row, and rows that
 * repeat an earlier row's address id or address. Rows are reported by file line.
 */
export function checkImportFile(text: string): ImportCheck {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const [header, ...rows] = parseCsv(text, delimiter);
  const headerNames = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  if (
    !header ||
    header.error ||
    headerNames.length !== ADDRESS_IMPORT_COLUMNS.length ||
    ADDRESS_IMPORT_COLUMNS.some((name, i) => headerNames[i] !== name)
  ) {
    return { addresses: [], rejected: [{ line: 1, addressId: '', reasons: [ADDRESS_IMPORT_TEXTS.header] }] };
  }
  if (rows.length === 0) {
    return { addresses: [], rejected: [{ line: 1, addressId: '', reasons: [ADDRESS_IMPORT_TEXTS.empty] }] };
  }
  if (rows.length > ADDRESS_IMPORT_MAX_ROWS) {
    return {
      addresses: [],
      rejected: [{ line: 1, addressId: '', reasons: [ADDRESS_IMPORT_TEXTS.tooManyRows] }],
    };
  }
  const addresses: ImportAddress[] = [];
  const rejected: RejectedRow[] = [];
  const lineOfId = new Map<string, number>();
  const lineOfKey = new Map<string, number>();
  for (const record of rows) {
    const checked = checkImportRow(record);
    if ('reasons' in checked) {
      rejected.push(checked);
      continue;
    }
    const reasons: string[] = [];
    const idLine = lineOfId.get(checked.id);
    if (idLine !== undefined) reasons.push(ADDRESS_IMPORT_TEXTS.duplicateId(idLine));
    const key = addressNaturalKey(checked);
    const keyLine = lineOfKey.get(key);
    if (keyLine !== undefined) reasons.push(ADDRESS_IMPORT_TEXTS.duplicateAddress(keyLine));
    if (reasons.length > 0) {
      rejected.push({ line: checked.line, addressId: checked.id, reasons });
      continue;
    }
    lineOfId.set(checked.id, checked.line);
    lineOfKey.set(key, checked.line);
    addresses.push(checked);
  }
  return { addresses, rejected };
}

/** Whether the file's text fits one request (its size once JSON-encoded as UTF-8). */
export function fitsImportRequest(content: string): boolean {
  return (
    content.length <= ADDRESS_IMPORT_MAX_CHARS &&
    new TextEncoder().encode(JSON.stringify(content)).length <= ADDRESS_IMPORT_MAX_BYTES
  );
}

export const addressImportSchema = z.object({
  requestId: requestIdSchema,
  fileName: plainText(200)
    .transform((value) => value.trim())
    .refine((value) => value !== '', ADDRESS_IMPORT_TEXTS.fileName),
  content: plainText(ADDRESS_IMPORT_MAX_CHARS, ADDRESS_IMPORT_TEXTS.tooLarge),
});
export type AddressImportInput = z.input<typeof addressImportSchema>;
