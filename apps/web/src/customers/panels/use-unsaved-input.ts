import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { UnsavedInputTracker } from './unsaved-input.ts';

/** The tracker of the panel a component is rendered in; none outside a panel. */
export const UnsavedInputContext = createContext<UnsavedInputTracker | null>(null);

/**
 * Reports state the panel's shown controls do not hold (a wizard's earlier steps) as unsaved while `changed`, so
 * closing the panel asks first.
 */
export function useUnsavedChanges(changed: boolean) {
  const tracker = useContext(UnsavedInputContext);
  const [owner] = useState(() => ({}));
  useEffect(() => {
    tracker?.setChanged(owner, changed);
    return () => tracker?.setChanged(owner, false);
  }, [tracker, owner, changed]);
}

/** Tells the panel a save went through and the form now shows saved values (nothing to ask about on close). */
export function useMarkSaved(): () => void {
  const tracker = useContext(UnsavedInputContext);
  return useCallback(() => tracker?.saved(), [tracker]);
}
