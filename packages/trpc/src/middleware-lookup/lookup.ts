import { MIDDLEWARE_LOOKUP_TEXTS } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import type { MiddlewareLookup, TvMiddleware } from '../tv-diagnostics/tv-middleware.ts';

/** Looks a card or CAM id up in the TV middleware; its failure reaches the user as 'Något gick fel: …'. */
export async function lookupInMiddleware(
  middleware: TvMiddleware,
  input: { by: 'CARD' | 'CAM'; query: string },
): Promise<MiddlewareLookup> {
  try {
    return await middleware.lookup(input);
  } catch (error) {
    adapterFailure(error, MIDDLEWARE_LOOKUP_TEXTS.lookupFailed);
  }
}
