import type { RouteKey } from '@sappis/shared/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** The pages written so far, each in its own chunk; every other route shows the placeholder. */
export const PAGES: Partial<Record<RouteKey, Page>> = {
  home: lazy(() => import('@/home/home-page.tsx').then((module) => ({ default: module.HomePage }))),
  customer: lazy(() =>
    import('@/customers/customer-page.tsx').then((module) => ({ default: module.CustomerPage })),
  ),
  cases: lazy(() =>
    import('@/cases/case-list-page.tsx').then((module) => ({ default: module.CaseListPage })),
  ),
  profile: lazy(() =>
    import('@/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
  ),
};

export const PlaceholderPage = lazy(() =>
  import('@/placeholder/placeholder-page.tsx').then((module) => ({ default: module.PlaceholderPage })),
);

export const NotFoundPage = lazy(() =>
  import('@/placeholder/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

export const ShellLayout = lazy(() => import('@/shell/shell-layout.tsx'));
