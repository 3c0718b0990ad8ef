import type * as React from 'react';
import { NavLink } from 'react-router';
import { NEW_TAB_LINK } from '@/components/app-link.tsx';
import { opensInNewTab } from '@/lib/app-paths.ts';
import { cn } from '@/lib/utils.ts';

const itemClass =
  'flex items-center rounded-md px-3 py-1.5 text-sm text-slate-700 transition-colors hover:bg-muted hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One side menu entry: a router link, or a plain link for pages outside the app (.html) and for pages that open
 * in a new tab (the customer view).
 */
export function SideMenuLink({
  to,
  external,
  children,
}: {
  to: string;
  external?: boolean;
  children: React.ReactNode;
}) {
  if (external || opensInNewTab(to)) {
    return (
      <a href={to} className={itemClass} {...(opensInNewTab(to) && NEW_TAB_LINK)}>
        {children}
      </a>
    );
  }
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(itemClass, isActive && 'bg-primary-soft font-medium text-primary hover:bg-primary-soft')
      }
    >
      {children}
    </NavLink>
  );
}
