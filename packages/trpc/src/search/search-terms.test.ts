import { describe, expect, it } from 'vitest';
import { splitStreetAndNumber } from './search-addresses.ts';
import { digitsPattern, escapeLike, prefixOf, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('matches anywhere from three characters, at the start below that', () => {
    expect(searchTerms(' Anna ')).toMatchObject({
      text: 'Anna',
      contains: '%Anna%',
      prefix: 'Anna%',
      digits: null,
    });
    expect(searchTerms('An')).toMatchObject({ contains: 'An%' });
  });

  it('reads numbers with spaces and dashes as digits, and as an int4 when it fits', () => {
    expect(searchTerms('070-555 12 34')).toMatchObject({ digits: '0705551234', number: 705551234 });
    expect(searchTerms('19770305-4321')).toMatchObject({ digits: '197703054321', number: null });
    expect(searchTerms('Storgatan 12')).toMatchObject({ digits: null, number: null });
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
    expect(searchTerms('100%').contains).toBe('%100\\%%');
  });

  it('uses prefixes for numbers of three or more digits, exact values below', () => {
    expect(prefixOf('123')).toBe('123%');
    expect(prefixOf('12')).toBe('12');
    expect(digitsPattern('123')).toBe('%123%');
    expect(digitsPattern('12')).toBe('12%');
  });
});

describe('splitStreetAndNumber', () => {
  it('splits the street from a trailing number and letter', () => {
    expect(splitStreetAndNumber('Storgatan 12')).toEqual({ street: 'Storgatan', number: '12', letter: null });
    expect(splitStreetAndNumber('Sankt Eriksgatan 12b')).toEqual({
      street: 'Sankt Eriksgatan',
      number: '12',
      letter: 'B',
    });
    expect(splitStreetAndNumber('Storgatan')).toEqual({ street: 'Storgatan', number: null, letter: null });
    expect(splitStreetAndNumber('12')).toEqual({ street: '12', number: null, letter: null });
  });
});
