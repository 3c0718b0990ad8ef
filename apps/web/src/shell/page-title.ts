import { ROUTES, routeByKey } from '@sappis/shared/routes';
import { matchPath } from 'react-router';

export const FALLBACK_TITLE = 'Meny';

/** Paths that show the home page although they are not in the route table. */
const HOME_ALIASES = ['/', '/sappis'];

/** The top bar title: the current page's title from the route table, else 'Meny' (document 1 section 2.2). */
export function pageTitleFor(pathname: string): string {
  if (HOME_ALIASES.some((alias) => matchPath({ path: alias, end: true }, pathname)))
    return routeByKey('home').title;
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return route?.title ?? FALLBACK_TITLE;
}
