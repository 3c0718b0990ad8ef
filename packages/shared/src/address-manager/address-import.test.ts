import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_IMPORT_COLUMNS,
  ADDRESS_IMPORT_MAX_BYTES,
  ADDRESS_IMPORT_TEXTS,
  checkImportFile,
  checkImportRow,
  fitsImportRequest,
  parseCsv,
} from './address-import.ts';

const HEADER = ADDRESS_IMPORT_COLUMNS.join(';');
const GOOD = '12345678;Storgatan;12;B;1101;413 01;Göteborg;Öppen fiber;IP;';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    ['plain fields', 'a;b;c', [['a', 'b', 'c']]],
    ['empty fields', ';;', [['', '', '']]],
    ['quoted delimiter', '"a;b";c', [['a;b', 'c']]],
    ['escaped quote', '"sa ""x""";c', [['sa "x"', 'c']]],
    [
      'CRLF records',
      'a;b\r\nc;d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'quoted line break',
      '"a\nb";c\nd;e',
      [
        ['a\nb', 'c'],
        ['d', 'e'],
      ],
    ],
    ['blank lines skipped', 'a\n\n\nb\n', [['a'], ['b']]],
    ['byte order mark', '\uFEFFa;b', [['a', 'b']]],
  ])('%s', (_name, text, expected) => {
    const records = parseCsv(text, ';');
    expect(records.map((record) => record.fields)).toEqual(expected);
    expect(records.every((record) => record.error === undefined)).toBe(true);
  });

  it('gives each record the line it starts on, counting quoted line breaks', () => {
    expect(parseCsv('h\n"x\ny"\nz', ';').map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it.each([
    ['a quote inside an unquoted field', 'ab"c;d', ADDRESS_IMPORT_TEXTS.strayQuote],
    ['text after a closing quote', '"ab"c;d', ADDRESS_IMPORT_TEXTS.strayQuote],
    ['an unclosed quote', 'a;"bc', ADDRESS_IMPORT_TEXTS.unclosedQuote],
  ])('marks %s', (_name, text, error) => {
    expect(parseCsv(text, ';')[0]?.error).toBe(error);
  });

  it('reads back what a writer quoting every field wrote', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'ö', ';', '"', '\n', ' ', '1') });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const text = rows
            .map((row) => row.map((value) => `"${value.replace(/"/g, '""')}"`).join(';'))
            .join('\r\n');
          expect(parseCsv(text, ';').map((record) => record.fields)).toEqual(rows);
        },
      ),
    );
  });
});

describe('checkImportRow', () => {
  const row = (text: string) => checkImportRow(parseCsv(text, ';')[0] ?? { line: 2, fields: [] });

  it('turns a valid row into a register address', () => {
    expect(row(GOOD)).toEqual({
      line: 1,
      id: '12345678',
      street: 'Storgatan',
      number: '12',
      entrance: 'B',
      apartment: '1101',
      zipCode: '41301',
      city: 'Göteborg',
      composite: 'Storgatan 12 B lgh 1101, 413 01 Göteborg',
      network: 'Öppen fiber',
      transmission: 20,
      validTo: null,
    });
  });

  it.each([
    ['too few fields', '12345678;Storgatan;12', ADDRESS_IMPORT_TEXTS.fieldCount(3)],
    ['a short address id', GOOD.replace('12345678', '12345'), ADDRESS_IMPORT_TEXTS.addressId],
    ['a lowercase long id', GOOD.replace('12345678', 'a'.repeat(32)), ADDRESS_IMPORT_TEXTS.addressId],
    ['no street', GOOD.replace('Storgatan', ''), 'Gata måste fyllas i'],
    ['no number', GOOD.replace(';12;', ';;'), 'Nummer måste fyllas i'],
    ['a bad apartment', GOOD.replace('1101', '11'), 'Lägenhetsnummer ska ha formatet xxxx'],
    ['no city', GOOD.replace('Göteborg', ''), 'Ort måste fyllas i'],
    ['an unknown transmission', GOOD.replace(';IP;', ';DSL;'), ADDRESS_IMPORT_TEXTS.transmission],
    ['an impossible date', `${GOOD}2026-02-30`, ADDRESS_IMPORT_TEXTS.validTo],
    ['a stray quote', GOOD.replace('Storgatan', 'Stor"gatan'), ADDRESS_IMPORT_TEXTS.strayQuote],
  ])('rejects %s', (_name, text, reason) => {
    const checked = row(text);
    expect('reasons' in checked && checked.reasons).toContain(reason);
  });

  it('rejects a bad postcode with the form text', () => {
    const checked = row(GOOD.replace('413 01', '4130'));
    expect('reasons' in checked && checked.reasons.length).toBe(1);
  });

  it('accepts lowercase transmissions, empty optional fields and a real date', () => {
    const checked = row('ABCDEFGHIJKLMNOPQRSTUVWXYZ123456;Byvägen;3;;;12345;Ort;;koax;2027-01-31');
    expect(checked).toMatchObject({ entrance: null, apartment: null, network: null, transmission: 10 });
    expect(checked).toMatchObject({ validTo: '2027-01-31' });
  });
});

describe('fitsImportRequest', () => {
  it.each([
    ['a small file', 'a;b\r\n', true],
    ['900 000 plain characters', 'x'.repeat(ADDRESS_IMPORT_MAX_BYTES - 2), true],
    ['one character more', 'x'.repeat(ADDRESS_IMPORT_MAX_BYTES - 1), false],
    ['two-byte letters counted as bytes', 'å'.repeat(ADDRESS_IMPORT_MAX_BYTES / 2), false],
    ['escaped line breaks counted', '\n'.repeat(ADDRESS_IMPORT_MAX_BYTES / 2), false],
  ])('%s: %s', (_name, content, fits) => {
    expect(fitsImportRequest(content)).toBe(fits);
  });
});

describe('checkImportFile', () => {
  it('accepts a comma file and a semicolon file alike', () => {
    const comma = `${ADDRESS_IMPORT_COLUMNS.join(',')}\n${GOOD.replaceAll(';', ',')}\n`;
    expect(checkImportFile(comma)).toMatchObject({ rejected: [], addresses: [{ id: '12345678' }] });
    expect(checkImportFile(`${HEADER}\r\n${GOOD}\r\n`).addresses).toHaveLength(1);
  });

  it.each([
    ['a wrong header', `adress;gata\n${GOOD}`, ADDRESS_IMPORT_TEXTS.header],
    ['an empty file', '', ADDRESS_IMPORT_TEXTS.header],
    ['only a header', `${HEADER}\n`, ADDRESS_IMPORT_TEXTS.empty],
  ])('rejects %s as line 1', (_name, text, reason) => {
    expect(checkImportFile(text).rejected).toEqual([{ line: 1, addressId: '', reasons: [reason] }]);
  });

  it('reports every rejected row by file line, with repeats of an earlier id or address', () => {
    const text = [
      HEADER,
      GOOD,
      '99999999;Storgatan;12;b;1101;41301;Göteborg;;;',
      '12345678;Annan väg;1;;;41301;Göteborg;;;',
      '1;Kort;1;;;41301;Göteborg;;;',
      '22222222;Ny väg;5;;;41301;Göteborg;;;',
    ].join('\n');
    const check = checkImportFile(text);
    expect(check.addresses.map((address) => address.line)).toEqual([2, 6]);
    expect(check.rejected).toEqual([
      { line: 3, addressId: '99999999', reasons: [ADDRESS_IMPORT_TEXTS.duplicateAddress(2)] },
      { line: 4, addressId: '12345678', reasons: [ADDRESS_IMPORT_TEXTS.duplicateId(2)] },
      { line: 5, addressId: '1', reasons: [ADDRESS_IMPORT_TEXTS.addressId] },
    ]);
  });
});
