import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import {
  cardMessage,
  diagnosticsMessages,
  entitlementState,
  isExpiredOrExpiresToday,
  playMessage,
  tvDiagnosticsTexts,
} from './tv-diagnostics.ts';

const texts = tvDiagnosticsTexts('Sappa');
const today = '2026-11-24';
const play = { playId: 'PLAY-1', channels: ['SVT1'] };

describe('entitlement expiry', () => {
  it("is red ('Går ut idag eller har utgått') when it expires today or has expired", () => {
    expect(isExpiredOrExpiresToday('2026-11-24', today)).toBe(true);
    expect(isExpiredOrExpiresToday('2026-11-24T23:59:00.000Z', today)).toBe(true);
    expect(isExpiredOrExpiresToday('2026-11-23', today)).toBe(true);
    expect(isExpiredOrExpiresToday('2026-11-25', today)).toBe(false);
    expect(isExpiredOrExpiresToday(null, today)).toBe(false);
  });

  it('splits every day at today: on or before is expired, after is valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const expires = addDays(today, offset);
        expect(entitlementState(expires, today)).toBe(offset <= 0 ? 'EXPIRED' : 'VALID');
      }),
    );
  });

  it("a device without an entitlement says 'Kund saknar entitlement'", () => {
    expect(entitlementState(null, today)).toBe('MISSING');
    expect(texts.noEntitlement).toBe('Kund saknar entitlement');
  });
});

describe('the messages of document 3 section 8', () => {
  it('no cards and no devices: only the no-devices message (and play)', () => {
    expect(diagnosticsMessages({ cards: [], devices: [], play, coax: false }, texts)).toEqual([
      'Inga TV-enheter hittades på kund!',
    ]);
  });

  it('cards but no devices: nothing found in the middleware', () => {
    expect(diagnosticsMessages({ cards: [{ camId: 'C1' }], devices: [], play, coax: false }, texts)).toEqual([
      'Inga enheter hittade i Cubiware (middleware)',
    ]);
  });

  it('coax delivery adds the coax information', () => {
    const messages = diagnosticsMessages(
      { cards: [{ camId: 'C1' }], devices: [{ camId: 'C1' }], play, coax: true },
      texts,
    );
    expect(messages).toEqual([texts.coax]);
  });

  it('play: not activated without a play id, no channels when activated without any', () => {
    expect(playMessage({ playId: null, channels: ['SVT1'] }, texts)).toBe(
      'Kund har inte aktiverat Sappa Play (det saknas Sappa Play-id på kunden i Visma)',
    );
    expect(playMessage({ playId: 'P', channels: [] }, texts)).toBe(
      'Sappa Play är aktiverat men inga kanaler är aktiva...',
    );
    expect(playMessage(play, texts)).toBeNull();
    expect(tvDiagnosticsTexts('Bredbandsbolaget').playNotActivated).toContain('Bredbandsbolaget Play-id');
  });

  it("a card without a paired device: 'Ingen box kopplad till kort'", () => {
    const devices = [{ camId: 'C1' }];
    expect(cardMessage({ camId: 'C1' }, devices, texts)).toBeNull();
    expect(cardMessage({ camId: 'C2' }, devices, texts)).toBe('Ingen box kopplad till kort');
    expect(cardMessage({ camId: null }, devices, texts)).toBe('Ingen box kopplad till kort');
  });
});
