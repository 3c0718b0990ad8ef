import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { announcementFieldsSchema, announcementStatus, canPublish } from './announcement-rules.ts';

const today = '2026-11-24';

describe('announcementStatus', () => {
  it('names drafts, scheduled, showing and ended announcements', () => {
    expect(announcementStatus({ published: false, startsOn: today, endsOn: null }, today)).toBe('DRAFT');
    expect(announcementStatus({ published: true, startsOn: addDays(today, 1), endsOn: null }, today)).toBe(
      'SCHEDULED',
    );
    expect(announcementStatus({ published: true, startsOn: today, endsOn: today }, today)).toBe('SHOWING');
    expect(
      announcementStatus({ published: true, startsOn: '2026-01-01', endsOn: addDays(today, -1) }, today),
    ).toBe('ENDED');
    expect(
      announcementStatus({ published: false, startsOn: '2026-01-01', endsOn: '2026-02-01' }, today),
    ).toBe('ENDED');
  });

  it('only a published announcement within its days is shown, and publishing is allowed unless ended', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((offset) => addDays(today, offset));
    fc.assert(
      fc.property(fc.boolean(), day, fc.option(day, { nil: null }), (published, startsOn, endsOn) => {
        const status = announcementStatus({ published, startsOn, endsOn }, today);
        const within = startsOn <= today && (endsOn === null || endsOn >= today);
        expect(status === 'SHOWING').toBe(published && within);
        expect(canPublish({ endsOn }, today)).toBe(status !== 'ENDED');
      }),
    );
  });
});

describe('announcementFieldsSchema', () => {
  const valid = { title: ' Rubrik ', message: 'Text', audience: 'ALL', startsOn: today, endsOn: '' };

  it('trims, turns an empty end into none and refuses an end before the start', () => {
    expect(announcementFieldsSchema.parse(valid)).toEqual({ ...valid, title: 'Rubrik', endsOn: null });
    const refused = announcementFieldsSchema.safeParse({ ...valid, endsOn: addDays(today, -1) });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['endsOn'],
      message: 'Slutdatumet får inte vara före startdatumet.',
    });
    expect(announcementFieldsSchema.safeParse({ ...valid, audience: 'ALLA' }).success).toBe(false);
    expect(announcementFieldsSchema.safeParse({ ...valid, startsOn: '2026-13-01' }).success).toBe(false);
    expect(announcementFieldsSchema.safeParse({ ...valid, message: ' ' }).success).toBe(false);
  });
});
