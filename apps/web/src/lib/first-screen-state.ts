import { FIRST_SCREEN_MISMATCH, FIRST_SCREEN_STATE_ID } from '@sappis/shared/customers/first-screen';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** The keys pressed on the first screen before the app took it over (public/first-screen-keys.js). */
    takeEarlyKeys?: () => KeyboardEventInit[];
  }
}

/**
 * The query cache's state the server rendered the document's first screen with (ssr/render-first-screen.tsx), or
 * null where the document came without one (not a customer view, signed out, or the server could not render it).
 */
export function readFirstScreenState(document: Document): DehydratedState | null {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * React could not take over the server's first screen as it was and rendered that part again in the browser:
 * correct, only slower; a difference between the two renders is worth fixing.
 */
export function reportFirstScreenMismatch(error: unknown): void {
  console.error(FIRST_SCREEN_MISMATCH, error);
}

/**
 * Lets the agent act on the server's first screen once React has taken it over: until then it is inert (the API
 * sends the root so, apps/api/src/http/index-html.ts), as a click on it would go nowhere. The keys pressed
 * meanwhile are pressed again once the app's shortcuts listen. React hydrates each Suspense boundary in a pass of
 * its own, outer ones first: this goes last in the innermost one around the page (shell/app-shell.tsx), so its
 * effects run after the shell's and the page's. Where the document came without a first screen it finds nothing
 * to do.
 */
export function FirstScreenTakenOver() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  useEffect(() => {
    for (const key of window.takeEarlyKeys?.() ?? []) {
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }),
      );
    }
  }, []);
  return null;
}
