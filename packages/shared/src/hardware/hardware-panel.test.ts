import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addHardwareRefusal,
  CARD_ROW_COLOURS,
  CARD_ROW_VALUES,
  cardRowChoices,
  cardRowColour,
  cardRowMoveRefusal,
  type EquipmentRow,
  equipmentLines,
  equipmentName,
  HARDWARE_TEXTS,
  hardwareIdentifierSchema,
  hardwareProductGroupOf,
  identifierRefusal,
  isInactiveCardRow,
  programCardState,
} from './hardware-panel.ts';

const TODAY = '2026-11-24';
let nextId = 1;
const row = (productType: 'HARDWARE' | 'CARD' | 'SERVICE', card: number, endDate: string | null = null) =>
  ({
    id: nextId++,
    productType,
    productNumber: productType === 'CARD' ? 'CGKORT' : 'BOX015',
    productName: productType === 'CARD' ? 'Programkort CG' : 'Hyrbox HD',
    card,
    endDate,
  }) satisfies EquipmentRow;

describe('card rows', () => {
  it('has the values 0, 1-6, 20, 30, 99, each with its own colour', () => {
    expect([...CARD_ROW_VALUES]).toEqual([0, 1, 2, 3, 4, 5, 6, 20, 30, 99]);
    const backgrounds = CARD_ROW_VALUES.map((value) => CARD_ROW_COLOURS[value].background);
    expect(new Set(backgrounds).size).toBe(CARD_ROW_VALUES.length);
    for (const value of CARD_ROW_VALUES) expect(cardRowColour(value)).toBe(CARD_ROW_COLOURS[value]);
    expect(cardRowColour(995)).toBe(CARD_ROW_COLOURS[0]);
  });

  it('0 and above 30 are inactive, 1 to 30 active', () => {
    expect(CARD_ROW_VALUES.filter(isInactiveCardRow)).toEqual([0, 99]);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 2000 }), (value) => {
        expect(isInactiveCardRow(value)).toBe(value <= 0 || value > 30);
      }),
    );
  });

  it('splits an agreement into active and inactive hardware and card lines by type', () => {
    const box = row('HARDWARE', 1);
    const card = row('CARD', 1);
    const hub = row('HARDWARE', 30);
    const spare = row('CARD', 0);
    const swapped = row('HARDWARE', 99);
    const endedBox = row('HARDWARE', 2, '2026-01-31');
    const service = row('SERVICE', 0);
    const lines = equipmentLines([box, card, hub, spare, swapped, endedBox, service], TODAY);
    expect(lines.active.hardware.map((item) => item.id)).toEqual([box.id, hub.id]);
    expect(lines.active.cards.map((item) => item.id)).toEqual([card.id]);
    expect(lines.inactive.hardware.map((item) => item.id)).toEqual([swapped.id, endedBox.id]);
    expect(lines.inactive.cards.map((item) => item.id)).toEqual([spare.id]);
  });

  it('disables moving to a card row another card (or box, for a box) holds; 0 and 99 never', () => {
    const card1 = row('CARD', 1);
    const card2 = row('CARD', 2);
    const box3 = row('HARDWARE', 3);
    const endedCard = row('CARD', 4, '2026-01-31');
    const rows = [card1, card2, box3, endedCard];
    const disabled = cardRowChoices(card1, rows, TODAY)
      .filter((choice) => choice.disabled)
      .map((choice) => choice.value);
    expect(disabled).toEqual([2]);
    expect(cardRowChoices(card1, rows, TODAY).map((choice) => choice.value)).not.toContain(1);
    expect(cardRowMoveRefusal(card1, 2, rows, TODAY)).toBe(HARDWARE_TEXTS.cardRowTaken(2));
    expect(cardRowMoveRefusal(card1, 3, rows, TODAY)).toBeNull();
    expect(cardRowMoveRefusal(card1, 4, rows, TODAY)).toBeNull();
    expect(cardRowMoveRefusal(card1, 7, rows, TODAY)).toBe(HARDWARE_TEXTS.invalidCardRow);
    expect(cardRowMoveRefusal(card1, 1, rows, TODAY)).toBe(HARDWARE_TEXTS.sameCardRow);
    expect(cardRowMoveRefusal(row('SERVICE', 0), 1, rows, TODAY)).toBe(HARDWARE_TEXTS.notEquipment);
    const spares = [row('CARD', 0), row('CARD', 0), row('CARD', 99)];
    expect(cardRowMoveRefusal(card1, 0, [...rows, ...spares], TODAY)).toBeNull();
    expect(cardRowMoveRefusal(card1, 99, [...rows, ...spares], TODAY)).toBeNull();
  });

  it('the server refuses exactly the values the picker disables', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('HARDWARE' as const, 'CARD' as const),
            card: fc.constantFrom(...CARD_ROW_VALUES),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (specs) => {
          const rows = specs.map((spec) => row(spec.kind, spec.card));
          const first = rows[0] as EquipmentRow;
          for (const choice of cardRowChoices(first, rows, TODAY)) {
            expect(cardRowMoveRefusal(first, choice.value, rows, TODAY) !== null).toBe(choice.disabled);
          }
        },
      ),
    );
  });

  it("shows CGKORT as 'Programkort' and the program card states by code", () => {
    expect(equipmentName({ productNumber: 'CGKORT', productName: 'CG-kort' })).toBe('Programkort');
    expect(equipmentName({ productNumber: 'BOX015', productName: 'Hyrbox HD' })).toBe('Hyrbox HD');
    expect(
      ['UNKNOWN', 'ON', 'TO_BE_PAIRED', 'OFF', 'OFF_9', 'TERMINATED', 'TEMPORARILY_SUSPENDED'].map((key) => {
        const state = programCardState(key);
        return `${state.code} ${state.label}`;
      }),
    ).toEqual([
      '0 Okänd',
      '1 På',
      '4 Skall paras',
      '5 Av',
      '9 Av',
      '11 Avslutat kort',
      '14 Tillfälligt avstängt',
    ]);
  });
});

describe('add hardware identifiers', () => {
  it('needs a box of at least 10, a router of exactly 12, a card of at least 10 characters', () => {
    expect(identifierRefusal('BOX', '123456789')).toBe(HARDWARE_TEXTS.boxLength);
    expect(identifierRefusal('BOX', '1234567890')).toBeNull();
    expect(identifierRefusal('ROUTER', '00AABBCCDDE')).toBe(HARDWARE_TEXTS.routerLength);
    expect(identifierRefusal('ROUTER', '00AABBCCDDEE')).toBeNull();
    expect(identifierRefusal('ROUTER', '00AABBCCDDEEF')).toBe(HARDWARE_TEXTS.routerLength);
    expect(identifierRefusal('CARD', '712345678')).toBe(HARDWARE_TEXTS.cardLength);
    expect(identifierRefusal('CARD', ' 7123456789 ')).toBeNull();
    expect(identifierRefusal('CARD', '7123456789<')).toBe(HARDWARE_TEXTS.identifierCharacters);
    expect(identifierRefusal('ROUTER', '00AABBCC<DD>')).toBe(HARDWARE_TEXTS.identifierCharacters);
    // A MAC address in the usual forms is the same 12 characters without its separators.
    for (const mac of ['AA:BB:CC:DD:EE:FF', 'aa-bb-cc-dd-ee-ff', ' AA:BB:CC:DD:EE:FF ', 'AABBCCDDEEFF'])
      expect(identifierRefusal('ROUTER', mac)).toBeNull();
    expect(identifierRefusal('ROUTER', 'AA:BB:CC:DD:EE')).toBe(HARDWARE_TEXTS.routerLength);
    expect(identifierRefusal('ROUTER', 'AA:BB:CC:DD:EE:FF:00')).toBe(HARDWARE_TEXTS.routerLength);
  });

  it('the schema refuses what identifierRefusal refuses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BOX' as const, 'ROUTER' as const, 'CARD' as const),
        fc.stringMatching(/^[0-9A-F]{0,20}$/),
        (kind, identifier) => {
          const parsed = hardwareIdentifierSchema.safeParse({ kind, identifier });
          expect(parsed.success).toBe(identifierRefusal(kind, identifier) === null);
        },
      ),
    );
  });

  it('adds only after a valid validation of the same identifier, never on an ended agreement', () => {
    const choices = { kind: 'CARD' as const, identifier: '7123456789' };
    const valid = { ...choices, valid: true, error: null, hardware: null };
    expect(addHardwareRefusal({ ended: true }, choices, valid)).toBe(HARDWARE_TEXTS.agreementEnded);
    expect(addHardwareRefusal({ ended: false }, choices, null)).toBe(HARDWARE_TEXTS.validateFirst);
    expect(addHardwareRefusal({ ended: false }, { ...choices, identifier: '7123456780' }, valid)).toBe(
      HARDWARE_TEXTS.validateFirst,
    );
    expect(addHardwareRefusal({ ended: false }, { kind: 'BOX', identifier: '7123456789' }, valid)).toBe(
      HARDWARE_TEXTS.validateFirst,
    );
    expect(
      addHardwareRefusal({ ended: false }, choices, { ...valid, valid: false, error: 'Okänt kort' }),
    ).toBe('Valideringen misslyckades: Okänt kort');
    expect(addHardwareRefusal({ ended: false }, choices, valid)).toBeNull();
  });

  it('groups hardware products as tv.hardvara, bredband.hardvara and telefoni.hardvara', () => {
    expect([0, 2, 14, 3, 4, 99].map(hardwareProductGroupOf)).toEqual([
      'tv.hardvara',
      'tv.hardvara',
      'tv.hardvara',
      'bredband.hardvara',
      'telefoni.hardvara',
      null,
    ]);
  });
});
