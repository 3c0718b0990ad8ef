import { hasAnyGroup } from '@sappis/shared/groups';
import type { AppRoute } from '@sappis/shared/routes';
import type * as React from 'react';
import { useCurrentUser } from './current-user.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';

/** Client-side guard of document 1 section 6; the API enforces the same groups on its procedures. */
export function RouteGuard({
  route,
  children,
}: {
  route: Pick<AppRoute, 'groups'>;
  children: React.ReactNode;
}) {
  const user = useCurrentUser();
  return hasAnyGroup(user.groups, route.groups) ? children : <ForbiddenPage />;
}
