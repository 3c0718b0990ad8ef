import { type RefObject, useEffect } from 'react';
import { isSearchHotkey } from './search-hotkey.ts';

/** Ctrl/Cmd+K, or Q outside text fields, focuses the global search. */
export function useSearchHotkey(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchHotkey(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
