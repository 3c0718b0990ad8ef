import { describe, expect, it } from 'vitest';
import {
  boundedInt,
  calendarDay,
  dbId,
  INT4_MAX,
  isStorableText,
  PAGE_MAX,
  pageNumber,
  pageSize,
  plainText,
  requiredText,
  SAFE_INPUT_TEXTS,
  trimmedText,
} from './safe-input.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('dbId', () => {
  it('accepts 1 through the int4 maximum', () => {
    expect(dbId().parse(1)).toBe(1);
    expect(dbId().parse(INT4_MAX)).toBe(INT4_MAX);
  });

  it.each([0, -1, INT4_MAX + 1, 2 ** 53 - 1, 1.5, 1e308, Number.NaN, '1', null])(
    'refuses %s with its message',
    (value) => {
      expect(messages(dbId('Ogiltigt kundnummer').safeParse(value))).toEqual(['Ogiltigt kundnummer']);
    },
  );
});

describe('boundedInt', () => {
  it('keeps a value inside its range and refuses one outside', () => {
    expect(boundedInt(-5, 5).parse(-5)).toBe(-5);
    expect(messages(boundedInt(-5, 5).safeParse(6))).toEqual([SAFE_INPUT_TEXTS.invalidNumber]);
  });
});

describe('pages', () => {
  it('defaults the page to 1 and caps it so page × size cannot overflow', () => {
    expect(pageNumber.parse(undefined)).toBe(1);
    expect(pageNumber.parse(PAGE_MAX)).toBe(PAGE_MAX);
    expect(messages(pageNumber.safeParse(9_007_199_254_740_991))).toEqual([SAFE_INPUT_TEXTS.invalidPage]);
    expect(PAGE_MAX * 100).toBeLessThan(INT4_MAX);
  });

  it('caps the page size', () => {
    expect(pageSize(50).parse(50)).toBe(50);
    expect(messages(pageSize(50).safeParse(51))).toEqual([SAFE_INPUT_TEXTS.invalidPageSize]);
    expect(messages(pageSize(50).safeParse(0))).toEqual([SAFE_INPUT_TEXTS.invalidPageSize]);
  });
});

describe('isStorableText', () => {
  it('accepts Swedish letters and surrogate pairs (emoji)', () => {
    expect(isStorableText('Åsa Öberg 😀')).toBe(true);
  });

  it.each(['a\u0000b', '\ud800', 'x\udc00', '\ud83d'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('texts', () => {
  it('plainText keeps whitespace and refuses NUL, lone surrogates and too long texts', () => {
    expect(plainText(5).parse(' a ')).toBe(' a ');
    expect(messages(plainText(5).safeParse('a\u0000'))).toEqual([SAFE_INPUT_TEXTS.invalidCharacters]);
    expect(messages(plainText(5).safeParse('\ud800'))).toEqual([SAFE_INPUT_TEXTS.invalidCharacters]);
    expect(messages(plainText(5).safeParse('x'.repeat(100_000)))).toEqual([SAFE_INPUT_TEXTS.tooLong(5)]);
    expect(messages(plainText(5).safeParse(5))).toEqual([SAFE_INPUT_TEXTS.invalidText]);
  });

  it('trimmedText trims before measuring and allows empty', () => {
    expect(trimmedText(3, 'För lång').parse('  abc  ')).toBe('abc');
    expect(trimmedText(3).parse('   ')).toBe('');
    expect(messages(trimmedText(3, 'För lång').safeParse('abcd'))).toEqual(['För lång']);
    expect(messages(trimmedText(3).safeParse('\ud800'))).toEqual([SAFE_INPUT_TEXTS.invalidCharacters]);
  });

  it('requiredText refuses blank and missing with the required message', () => {
    const name = requiredText(10, { required: 'Ange namn', tooLong: 'Högst 10 tecken' });
    expect(name.parse(' Åsa ')).toBe('Åsa');
    expect(messages(name.safeParse('  '))).toEqual(['Ange namn']);
    expect(messages(name.safeParse(undefined))).toEqual(['Ange namn']);
    expect(messages(name.safeParse('x'.repeat(11)))).toEqual(['Högst 10 tecken']);
    expect(messages(name.safeParse('a\u0000'))).toEqual([SAFE_INPUT_TEXTS.invalidCharacters]);
  });
});

describe('calendarDay', () => {
  it('accepts a day that exists and refuses others with the message', () => {
    expect(calendarDay('Välj ett datum').parse('2024-02-29')).toBe('2024-02-29');
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '0000-01-01',
      '0999-12-31',
      '2026-1-1',
      '2026-01-01\u0000',
    ]) {
      expect(messages(calendarDay('Välj ett datum').safeParse(value))).toContain('Välj ett datum');
    }
  });
});
