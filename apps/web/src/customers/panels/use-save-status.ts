import { useEffect, useRef, useState } from 'react';
import { useMarkSaved } from './use-unsaved-input.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The life of one save: 'saving' while the call runs, then 'saved' (or 'failed') for `holdMs`, after which
 * `onSettled` runs (close the panel, unlock the form).
 */
export function useSaveStatus(holdMs: number, onSettled?: (status: 'saved' | 'failed') => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markSaved = useMarkSaved();
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const finish = (result: 'saved' | 'failed') => {
    setStatus(result);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      settled.current?.(result);
    }, holdMs);
  };

  return {
    status,
    start: () => setStatus('saving'),
    succeed: () => {
      markSaved();
      finish('saved');
    },
    fail: () => finish('failed'),
  };
}
