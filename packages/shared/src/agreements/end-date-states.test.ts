import { describe, expect, it } from 'vitest';
import { channelListOf } from './channels.ts';
import {
  channelChangeEffectiveEnd,
  channelEditStartDate,
  END_DATE_STATE_TEXTS,
  earliestChannelEndDate,
  endDateState,
  isEditable,
  subRowEndDate,
} from './end-date-states.ts';

const today = '2025-11-21';

describe('endDateState', () => {
  it('is ended before today, ending soon before the last day of next month, else ending later', () => {
    expect(endDateState(null, today)).toBe('OPEN');
    expect(endDateState('2025-11-20', today)).toBe('ENDED');
    expect(endDateState('2025-11-21', today)).toBe('ENDING_SOON');
    expect(endDateState('2025-12-30', today)).toBe('ENDING_SOON');
    expect(endDateState('2025-12-31', today)).toBe('ENDING_LATER');
    expect(endDateState('2026-05-01T00:00:00.000Z', today)).toBe('ENDING_LATER');
  });

  it('has the three texts and only open or ending-later services are editable', () => {
    expect(END_DATE_STATE_TEXTS.ENDED).toBe('Tjänsten är avslutad och kan inte redigeras längre');
    expect(END_DATE_STATE_TEXTS.ENDING_SOON).toBe('Tjänsten avslutas snart och kan inte redigeras längre');
    expect(END_DATE_STATE_TEXTS.ENDING_LATER).toBe(
      'Tjänsten avslutas snart men kan fortfarande redigeras...',
    );
    expect(['OPEN', 'ENDED', 'ENDING_SOON', 'ENDING_LATER'].map((s) => isEditable(s as never))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('channel edit dates', () => {
  it('starts next month with upcoming channels or a far end date, else today', () => {
    expect(channelEditStartDate({ today, hasUpcomingChannels: true, endDate: null })).toBe('2025-12-01');
    expect(channelEditStartDate({ today, hasUpcomingChannels: false, endDate: '2026-03-31' })).toBe(
      '2025-12-01',
    );
    expect(channelEditStartDate({ today, hasUpcomingChannels: false, endDate: null })).toBe(today);
  });

  it('ends no earlier than tomorrow or the current end date, whichever is earlier', () => {
    expect(earliestChannelEndDate(today, null)).toBe('2025-11-22');
    expect(earliestChannelEndDate(today, '2026-01-31')).toBe('2025-11-22');
    expect(earliestChannelEndDate(today, '2025-11-21')).toBe('2025-11-21');
  });

  it('takes effect at the month end', () => {
    expect(channelChangeEffectiveEnd(today)).toBe('2025-11-30');
  });
});

describe('subRowEndDate', () => {
  const today = '2026-11-27';
  it('takes the main row’s end date once it has passed and the sub-row would run on', () => {
    expect(subRowEndDate(null, '2026-10-31', today)).toBe('2026-10-31');
    expect(subRowEndDate('2027-01-31', '2026-10-31', today)).toBe('2026-10-31');
    expect(subRowEndDate('2026-09-30', '2026-10-31', today)).toBe('2026-09-30');
  });

  it('keeps the sub-row’s own end date under a main row still running', () => {
    expect(subRowEndDate(null, '2026-11-27', today)).toBeNull();
    expect(subRowEndDate(null, '2027-01-31', today)).toBeNull();
    expect(subRowEndDate('2026-12-31', null, today)).toBe('2026-12-31');
  });

  it('puts a channel under an ended package in the ended list', () => {
    expect(
      channelListOf({ startDate: '2025-01-01', endDate: subRowEndDate(null, '2026-10-31', today) }, today),
    ).toBe('ENDED');
  });
});
