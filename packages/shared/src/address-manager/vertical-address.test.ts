import { describe, expect, it } from 'vitest';
import { csvField, normalizeVerticalFilters, toCsv } from './vertical-address.ts';

describe('normalizeVerticalFilters (document 1 section 5)', () => {
  it.each([
    [
      'upper-cases values',
      { street: 'storgatan', city: 'Göteborg' },
      { street: 'STORGATAN', city: 'GÖTEBORG' },
    ],
    ['drops empty and blank values', { street: '', city: '  ', number: '12b' }, { number: '12B' }],
    ['trims values', { zipCode: ' 413 01 ' }, { zipCode: '413 01' }],
    ['ignores unknown keys', { street: 'a', other: 'x' }, { street: 'A' }],
    ['keeps nothing from nothing', {}, {}],
  ])('%s', (_name, input, expected) => {
    expect(normalizeVerticalFilters(input)).toEqual(expected);
  });
});

describe('CSV export', () => {
  it.each([
    ['plain', 'Storgatan', 'Storgatan'],
    ['null', null, ''],
    ['number', 12, '12'],
    ['semicolon', 'a;b', '"a;b"'],
    ['quote', 'sa "x"', '"sa ""x"""'],
    ['formula', '=SUM(A1)', "'=SUM(A1)"],
  ])('%s field', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('joins rows with semicolons and CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        [null, 'b;c'],
      ]),
    ).toBe('a;1\r\n;"b;c"\r\n');
  });
});
