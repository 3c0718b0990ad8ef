import type * as React from 'react';
import { Link } from 'react-router';
import { opensInNewTab } from '@/lib/app-paths.ts';

/** What a link opening in a new tab carries: no access to this window, no referrer. */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link inside the app; the customer view and the address register open in a new tab (opensInNewTab). */
export function AppLink({ to, ...props }: Omit<React.ComponentProps<typeof Link>, 'to'> & { to: string }) {
  if (opensInNewTab(to)) return <a href={to} {...NEW_TAB_LINK} {...props} />;
  return <Link to={to} {...props} />;
}
