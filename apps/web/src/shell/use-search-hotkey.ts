import { type RefObject, useEffect } from 'react';
import { isPaletteHotkey, isSearchHotkey } from './search-hotkey.ts';

/** Q or '/' outside text fields focuses the global search; Ctrl/Cmd+K anywhere opens the command palette. */
export function useSearchHotkey(input: RefObject<HTMLInputElement | null>, openPalette: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isPaletteHotkey(event)) {
        event.preventDefault();
        openPalette();
      } else if (isSearchHotkey(event)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input, openPalette]);
}
