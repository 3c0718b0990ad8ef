import { describe, expect, it } from 'vitest';
import { pageCount, parsePage, statusPillVariant } from './case-list-model.ts';

describe('case list rules', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
  });

  it('reads the page from the URL defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('gives unknown statuses a warning pill', () => {
    expect(statusPillVariant('Pågående', 'Sappa')).toBe('default');
    expect(statusPillVariant('Avslutad', 'Sappa')).toBe('success');
    expect(statusPillVariant('Påhittad status', 'Sappa')).toBe('warning');
    expect(statusPillVariant('Fråga till Telia', 'Telia')).toBe('default');
    expect(statusPillVariant('Fråga till Sappa', 'Telia')).toBe('warning');
  });
});
