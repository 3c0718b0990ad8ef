import { FIRST_SCREEN_MISMATCH, FIRST_SCREEN_STATE_ID } from '@sappis/shared/customers/first-screen';
import type { DehydratedState } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

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
 * React could not take over the server's first screen as it was (it rendered something else for it) and rendered
 * that part again in the browser: correct, only slower, and a difference between the two renders worth fixing.
 */
export function reportFirstScreenMismatch(error: unknown): void {
  console.error(FIRST_SCREEN_MISMATCH, error);
}

/**
 * Lets the agent act on the server's first screen once React has taken it over: until then it is inert (the API
 * sends the root so, apps/api/src/http/index-html.ts), as a click or key on it would go nowhere.
 */
export function FirstScreenTakenOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  return null;
}
