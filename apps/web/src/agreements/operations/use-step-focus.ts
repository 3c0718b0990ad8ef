import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the step's heading (give it tabIndex -1) when a wizard goes to another step, so a
 * keyboard user goes on from the new step instead of from the top of the page (the pressed button is gone).
 */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
