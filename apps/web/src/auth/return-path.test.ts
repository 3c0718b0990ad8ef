// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path.ts';

describe('returnPathFrom', () => {
  it('returns to the page the user came from', () => {
    expect(returnPathFrom({ from: '/klc/100234/tjanster' })).toBe('/klc/100234/tjanster');
  });

  it('goes home otherwise, and never off-site', () => {
    expect(returnPathFrom(null)).toBe('/sappis/hem');
    expect(returnPathFrom({ from: '/' })).toBe('/sappis/hem');
    expect(returnPathFrom({ from: '//evil.example' })).toBe('/sappis/hem');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/sappis/hem');
  });
});
