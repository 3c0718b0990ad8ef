import { Group, hasAnyGroup } from '@sappis/shared/groups';
import type * as React from 'react';
import { Link } from 'react-router';
import { LockBanner } from './lock-banner.tsx';
import { menuGroups } from './menu-items.ts';
import type { RecentCustomer } from './recent-customers.ts';
import { RecentCustomersGroup } from './recent-customers-group.tsx';
import type { CaseLockInfo } from './shell-state.tsx';
import { SideMenuGroup } from './side-menu-group.tsx';
import { SideMenuLink } from './side-menu-link.tsx';

export interface SideMenuProps {
  groups: readonly string[];
  recentCustomers: readonly RecentCustomer[];
  caseLock: CaseLockInfo | null;
  /** Something shown after a menu item's title, by route key (e.g. the unread-count pill of 'messages'). */
  itemBadges?: Partial<Record<string, React.ReactNode>>;
}

/** Logo, lock banner, the role-filtered menu (document 1 sections 2.3 and 6) and the recent customers. */
export function SideMenu({ groups, recentCustomers, caseLock, itemBadges = {} }: SideMenuProps) {
  const sections = menuGroups(groups);
  const main = sections.find((group) => group.section === 'main');
  const rest = sections.filter((group) => group.section !== 'main');
  // Document 1 section 6: SAPPIS users see the customers group (recent customers).
  const showCustomers = hasAnyGroup(groups, [Group.SAPPIS]);
  return (
    <nav
      aria-label="Huvudmeny"
      id="side-menu"
      data-testid="side-menu"
      className="flex h-full flex-col bg-white"
    >
      <Link
        to="/sappis/hem"
        className="flex h-14 shrink-0 items-center gap-2 border-b px-5 font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <img src="/favicon.svg" alt="" className="size-7" />
        <span>Sappis</span>
      </Link>
      {caseLock && (
        <div className="pt-3">
          <LockBanner lock={caseLock} />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto [scrollbar-width:thin]">
        <div className="flex flex-col gap-3 py-3">
          {main && (
            <SideMenuGroup label={null}>
              {main.items.map((item) => (
                <li key={item.key}>
                  <SideMenuLink to={item.path} external={item.external}>
                    {item.title}
                    {itemBadges[item.key]}
                  </SideMenuLink>
                </li>
              ))}
            </SideMenuGroup>
          )}
          {showCustomers && <RecentCustomersGroup customers={recentCustomers} />}
          {rest.map((group) => (
            <SideMenuGroup key={group.section} label={group.label} defaultOpen={group.section !== 'arcade'}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <SideMenuLink to={item.path} external={item.external}>
                    {item.title}
                    {itemBadges[item.key]}
                  </SideMenuLink>
                </li>
              ))}
            </SideMenuGroup>
          ))}
        </div>
      </div>
    </nav>
  );
}
