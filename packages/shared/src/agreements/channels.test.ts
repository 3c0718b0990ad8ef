import { describe, expect, it } from 'vitest';
import { channelListOf, isSelectedChannel, toggleChannel } from './channels.ts';

describe('channel lists', () => {
  const today = '2025-11-21';
  it('splits channels into active, upcoming, to be replaced and ended', () => {
    expect(channelListOf({ startDate: '2025-01-01', endDate: null }, today)).toBe('ACTIVE');
    expect(channelListOf({ startDate: '2025-12-01', endDate: null }, today)).toBe('UPCOMING');
    expect(channelListOf({ startDate: '2025-01-01', endDate: '2025-11-30' }, today)).toBe('TO_BE_REPLACED');
    expect(channelListOf({ startDate: '2025-01-01', endDate: '2025-11-20' }, today)).toBe('ENDED');
    // An upcoming channel removed before it started: it ends the day before its start and never runs.
    expect(channelListOf({ startDate: '2025-12-01', endDate: '2025-11-30' }, today)).toBe('ENDED');
    // A package that ends later: its channels that end with it are still chosen, one removed earlier is replaced.
    expect(channelListOf({ startDate: '2025-01-01', endDate: '2026-06-30' }, today, '2026-06-30')).toBe(
      'ACTIVE',
    );
    expect(channelListOf({ startDate: '2025-12-01', endDate: '2026-06-30' }, today, '2026-06-30')).toBe(
      'UPCOMING',
    );
    expect(channelListOf({ startDate: '2025-01-01', endDate: '2025-11-30' }, today, '2026-06-30')).toBe(
      'TO_BE_REPLACED',
    );
    expect(
      ['ACTIVE', 'UPCOMING', 'TO_BE_REPLACED', 'ENDED'].map((list) => isSelectedChannel(list as never)),
    ).toEqual([true, true, false, false]);
  });
});

describe('toggleChannel', () => {
  it('cannot choose more than the allowed count', () => {
    expect(toggleChannel(['A'], 'B', 2)).toEqual({ selected: ['A', 'B'], limitReached: false });
    expect(toggleChannel(['A', 'B'], 'C', 2)).toEqual({ selected: ['A', 'B'], limitReached: true });
    expect(toggleChannel(['A', 'B'], 'A', 2)).toEqual({ selected: ['B'], limitReached: false });
  });
});
