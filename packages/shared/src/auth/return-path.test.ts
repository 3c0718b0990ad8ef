import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs.ts';
import { HOME_PATH, inAppReturnPath } from './return-path.ts';

describe('the page after signing in', () => {
  it('is the in-app path the user came from', () => {
    expect(inAppReturnPath('/klc/100234/tjanster?flik=1')).toBe('/klc/100234/tjanster?flik=1');
  });

  it('is the home page for anything that is not a path of this app', () => {
    for (const from of [
      undefined,
      1,
      '',
      '/',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a b',
    ]) {
      expect(inAppReturnPath(from)).toBe(HOME_PATH);
    }
  });

  it('never leaves the origin, as a browser resolves it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (from) => {
        const target = new URL(inAppReturnPath(from), 'https://sappis.example');
        expect(target.origin).toBe('https://sappis.example');
      }),
      { numRuns: propertyRuns(500, 20_000), seed: 29 },
    );
  });
});
