import { describe, expect, it } from 'vitest';
import { campaignPeriodText, campaignPriceText, campaignStatus, monthlySaving } from './campaign-rules.ts';

describe('campaign rules', () => {
  it('gives a campaign its status on a day (first and last day count as ongoing)', () => {
    expect(campaignStatus({ startsOn: '2026-12-01', endsOn: null }, '2026-11-30')).toBe('UPCOMING');
    expect(campaignStatus({ startsOn: '2026-12-01', endsOn: '2026-12-31' }, '2026-12-01')).toBe('ONGOING');
    expect(campaignStatus({ startsOn: '2026-12-01', endsOn: '2026-12-31' }, '2026-12-31')).toBe('ONGOING');
    expect(campaignStatus({ startsOn: '2026-12-01', endsOn: '2026-12-31' }, '2027-01-01')).toBe('ENDED');
    expect(campaignStatus({ startsOn: '2020-01-01', endsOn: null }, '2027-01-01')).toBe('ONGOING');
  });

  it('computes the monthly saving, never negative, in whole öre', () => {
    expect(monthlySaving(449, 299)).toBe(150);
    expect(monthlySaving(49.9, 0)).toBe(49.9);
    expect(monthlySaving(0.3, 0.1)).toBe(0.2);
    expect(monthlySaving(100, 120)).toBe(0);
    expect(monthlySaving(null, 99)).toBeNull();
  });

  it('writes prices and periods in Swedish', () => {
    expect(campaignPriceText(0)).toBe('Gratis');
    expect(campaignPriceText(299)).toBe('299 kr/mån');
    expect(campaignPriceText(99.5)).toBe('99,50 kr/mån');
    expect(campaignPeriodText(12)).toBe('12 mån');
    expect(campaignPeriodText(null)).toBe('Hela avtalstiden');
  });
});
