import { describe, expect, it } from 'vitest';
import { isPaletteHotkey, isSearchHotkey } from './search-hotkey.ts';

const press = (
  key: string,
  target: EventTarget | null,
  mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean }> = {},
) => isSearchHotkey({ key, target, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, altKey: !!mods.alt });

describe('isSearchHotkey', () => {
  it('leaves Ctrl+K and Cmd+K to the command palette, which takes them anywhere, also inside inputs', () => {
    const input = document.createElement('input');
    expect(press('k', document.body, { ctrl: true })).toBe(false);
    const palette = (key: string, target: EventTarget, ctrlKey: boolean, metaKey: boolean) =>
      isPaletteHotkey({ key, target, ctrlKey, metaKey, altKey: false });
    expect(palette('k', document.body, true, false)).toBe(true);
    expect(palette('K', input, false, true)).toBe(true);
    expect(palette('k', input, false, false)).toBe(false);
  });

  it("takes '/' like Q, only outside text fields", () => {
    expect(press('/', document.body)).toBe(true);
    expect(press('/', document.createElement('input'))).toBe(false);
  });

  it("takes a bare 'Q' only when focus is not in a text field", () => {
    expect(press('q', document.body)).toBe(true);
    expect(press('Q', document.createElement('button'))).toBe(true);
    expect(press('q', document.createElement('input'))).toBe(false);
    expect(press('q', document.createElement('textarea'))).toBe(false);
    expect(press('q', document.createElement('select'))).toBe(false);
  });

  it('ignores other keys and modified Q', () => {
    expect(press('k', document.body)).toBe(false);
    expect(press('q', document.body, { ctrl: true })).toBe(false);
    expect(press('q', document.body, { alt: true })).toBe(false);
    expect(press('a', document.body)).toBe(false);
  });
});
