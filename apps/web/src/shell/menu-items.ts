import { type AppRoute, type MenuSection, visibleRoutes } from '@sappis/shared/routes';

export interface MenuGroup {
  section: MenuSection;
  /** Heading of the group; the main group has none. */
  label: string | null;
  items: AppRoute[];
}

const SECTIONS: readonly { section: MenuSection; label: string | null }[] = [
  { section: 'main', label: null },
  { section: 'admin', label: 'Administration' },
  { section: 'ovrigt', label: 'Övrigt' },
  { section: 'arcade', label: 'Arcade' },
];

/**
 * The side menu for a user (document 1 sections 2.3 and 6): routes with a menu section that the user may
 * see (no roles listed, or any listed role held), grouped in menu order; empty groups are left out.
 */
export function menuGroups(userGroups: readonly string[]): MenuGroup[] {
  const routes = visibleRoutes(userGroups).filter((route) => route.menu !== undefined);
  return SECTIONS.map(({ section, label }) => ({
    section,
    label,
    items: routes.filter((route) => route.menu === section),
  })).filter((group) => group.items.length > 0);
}
