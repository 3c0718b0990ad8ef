import { SEARCH_DEBOUNCE_MS } from '@sappis/shared/search/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * The global search box's state (document 1 section 5): the search runs 650 ms after typing stops, and only
 * for non-empty text; then the search modal opens. Enter searches at once.
 */
export function useSearchTrigger(delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const next = text.trim();
    const timer = setTimeout(() => {
      setQuery(next);
      if (next !== '') setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  const searchNow = useCallback(() => {
    const next = text.trim();
    if (next === '') return;
    setQuery(next);
    setOpen(true);
  }, [text]);

  return { text, setText, query, open, setOpen, searchNow };
}
