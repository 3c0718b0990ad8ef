import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseHeaderWithin } from './case-header.ts';
import { CASE_HEADER_MAX } from './cases.ts';

describe('caseHeaderWithin', () => {
  it('keeps a header that fits as it is', () => {
    expect(caseHeaderWithin('Flytt till Storgatan 12')).toBe('Flytt till Storgatan 12');
  });

  it('never cuts a postal code or a word: drops what does not fit whole, and the separator before it', () => {
    // 'Adress saknas: Storgatan 12, 413 01 Göteborg' cut at 40 characters ended '413 01 Gö'.
    expect(caseHeaderWithin('Adress saknas: Storgatan 12, 413 01 Göteborg')).toBe(
      'Adress saknas: Storgatan 12, 413 01',
    );
    expect(caseHeaderWithin('Adress saknas: Långa Hamngatan 122, 413 01 Göteborg')).toBe(
      'Adress saknas: Långa Hamngatan 122',
    );
  });

  it('cuts a single word longer than the limit', () => {
    expect(caseHeaderWithin('x'.repeat(50))).toBe('x'.repeat(CASE_HEADER_MAX));
  });

  it('is always within the limit and a prefix of the text (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ a-zå0-9,:-]{0,80}$/), (text) => {
        const header = caseHeaderWithin(text);
        expect(header.length).toBeLessThanOrEqual(CASE_HEADER_MAX);
        expect(text.trim().startsWith(header)).toBe(true);
      }),
    );
  });
});
