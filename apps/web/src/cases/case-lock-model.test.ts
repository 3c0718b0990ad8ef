// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { otherViewers } from '@/presence/presence-model.ts';
import {
  caseEventEffect,
  listLockChange,
  listViewersChange,
  lockBannerText,
  parseCaseNumber,
  UNLOCKED,
} from './case-lock-model.ts';

describe('case lock model', () => {
  it('gives the banner texts of document 1 section 2.3', () => {
    expect(lockBannerText(UNLOCKED)).toBeNull();
    expect(lockBannerText({ ...UNLOCKED, locked: true, lockedBy: 'anna@sappa.se', holderId: 2 })).toBe(
      'Ärendet är låst av: anna@sappa.se',
    );
    expect(
      lockBannerText({ ...UNLOCKED, locked: true, lockedBy: 'me@sappa.se', holderId: 1, mine: true }),
    ).toBe('Du har låst ärendet');
  });

  it('turns lock events into the lock state, and tells the former holder of a take-over', () => {
    const locked = caseEventEffect({ type: 'case.locked', payload: { userId: 1, email: 'me@sappa.se' } }, 1);
    expect(locked).toMatchObject({ kind: 'lock', lock: { locked: true, mine: true }, takenFromMe: null });
    const takenOver = caseEventEffect(
      { type: 'case.lockTakenOver', payload: { userId: 8, email: 'chef@sappa.se', previousUserId: 1 } },
      1,
    );
    expect(takenOver).toMatchObject({
      kind: 'lock',
      lock: { mine: false, lockedBy: 'chef@sappa.se' },
      takenFromMe: 'chef@sappa.se',
      refetch: true,
    });
    expect(caseEventEffect({ type: 'case.lockExpired', payload: {} }, 1)).toEqual({
      kind: 'lock',
      lock: UNLOCKED,
      takenFromMe: null,
      refetch: false,
    });
    expect(caseEventEffect({ type: 'case.changed' }, 1)).toEqual({ kind: 'refetch' });
    expect(caseEventEffect({ type: 'resync' }, 1)).toEqual({ kind: 'refetch' });
  });

  it('lists the other viewers, editors first', () => {
    const viewers = [
      { userId: 1, email: 'me@sappa.se', name: 'Jag', editing: true },
      { userId: 2, email: 'b@sappa.se', name: 'Bertil', editing: false },
      { userId: 3, email: 'a@sappa.se', name: 'Åsa', editing: true },
    ];
    expect(otherViewers(viewers, 1).map((viewer) => viewer.userId)).toEqual([3, 2]);
  });

  it('reads the list-level signal and case numbers', () => {
    expect(listLockChange({ type: 'case.locked', payload: { caseNumber: 7, email: 'a@sappa.se' } })).toEqual({
      caseNumber: 7,
      lockedBy: 'a@sappa.se',
    });
    expect(listLockChange({ type: 'case.unlocked', payload: { caseNumber: 7 } })).toEqual({
      caseNumber: 7,
      lockedBy: null,
    });
    expect(listLockChange({ type: 'case.presence', payload: { caseNumber: 7 } })).toBeNull();
    const viewers = [{ userId: 2, email: 'b@sappa.se', name: 'Bertil', editing: true }];
    expect(listViewersChange({ type: 'case.presence', payload: { caseNumber: 7, viewers } })).toEqual({
      caseNumber: 7,
      viewers,
    });
    expect(listViewersChange({ type: 'case.presence', payload: { caseNumber: 7 } })).toEqual({
      caseNumber: 7,
      viewers: [],
    });
    expect(listViewersChange({ type: 'case.locked', payload: { caseNumber: 7, viewers } })).toBeNull();
    expect(parseCaseNumber('700001')).toBe(700001);
    expect(parseCaseNumber('abc')).toBeNull();
  });
});
