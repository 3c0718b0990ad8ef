// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PANEL_TITLES } from '@/customers/panels/panel-types.ts';
import { actionLabel, matchActions, type PaletteAgreement, paletteActions } from './palette-actions.ts';

const active: PaletteAgreement = { agreementNumber: 1000121, ended: false, telephony: false };
const ended: PaletteAgreement = { agreementNumber: 1000122, ended: true, telephony: false };
const all = paletteActions([active, ended], true);
const labels = (text: string) => matchActions(all, text).map(actionLabel);

describe('matchActions', () => {
  it("opens an action on the agreement named after it: 'avsluta 1000121'", () => {
    expect(labels('avsluta 1000121')).toEqual(['Avsluta avtal – avtal 1000121']);
    expect(labels('1000121 AVSLUTA')).toEqual(['Avsluta avtal – avtal 1000121']);
  });

  it('matches the Swedish names the menus show, by the start of their words', () => {
    expect(labels('pausa')).toEqual(['Pausa tjänster – avtal 1000121']);
    expect(labels('flytta')).toEqual(['Flytta avtal – avtal 1000121']);
    expect(labels('komp')).toEqual(['Kompensera kund – avtal 1000121', 'Kompensera kund – avtal 1000122']);
    expect(labels('anstånd')).toEqual(['Anstånd']);
  });

  it('offers no termination on an ended agreement', () => {
    expect(labels('avsluta 1000122')).toEqual([]);
  });

  it('names no action in bare numbers (a customer search) nor in two numbers', () => {
    expect(labels('1000121')).toEqual([]);
    expect(labels('avsluta 1000121 1000122')).toEqual([]);
  });

  it('offers a user who may not act only the panels that read', () => {
    const reading = paletteActions([active], false).map((action) => action.type);
    expect(reading).not.toContain('terminate');
    expect(reading).not.toContain('deferment');
    expect(reading).toContain('history');
  });

  it('finds every offered action by any word of its title, on its agreement', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.nat(), (action, pick) => {
        const titleWords = PANEL_TITLES[action.type].toLocaleLowerCase('sv-SE').split(' ');
        const word = titleWords[pick % titleWords.length] ?? '';
        const text = action.agreementNumber === null ? word : `${word} ${action.agreementNumber}`;
        const found = matchActions(all, text);
        expect(found).toContainEqual(action);
        if (action.agreementNumber !== null)
          expect(found.every((each) => each.agreementNumber === action.agreementNumber)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
