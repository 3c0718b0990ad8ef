import { describe, expect, it } from 'vitest';
import { canResetPlay, playResetUrl } from './play.ts';

describe('play rules', () => {
  it('allows a reset only of a linked account with an external id', () => {
    expect(canResetPlay({ externalId: 'PLAY-1', linkedEmail: 'a@example.se' })).toBe(true);
    expect(canResetPlay({ externalId: 'PLAY-1', linkedEmail: null })).toBe(false);
    expect(canResetPlay({ externalId: null, linkedEmail: 'a@example.se' })).toBe(false);
  });

  it('gives the activation page of the external id', () => {
    expect(playResetUrl('PLAY-12')).toBe('https://www.sappa.se/play/aktivera?id=PLAY-12');
    expect(playResetUrl(null)).toBeNull();
  });
});
