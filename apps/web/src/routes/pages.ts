import { customerNumberOfPath } from '@sappis/shared/customers/first-requests';
import type { RouteKey } from '@sappis/shared/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const loadShellLayout = () => import('@/shell/shell-layout.tsx');
const loadCustomerPage = () =>
  import('@/customers/customer-page.tsx').then((module) => ({ default: module.CustomerPage }));

/** Every route's page, each in its own chunk: a route without a page does not compile. */
export const PAGES: Record<RouteKey, Page> = {
  home: lazy(() => import('@/home/home-page.tsx').then((module) => ({ default: module.HomePage }))),
  customer: lazy(loadCustomerPage),
  case: lazy(() => import('@/cases/case-page.tsx').then((module) => ({ default: module.CasePage }))),
  calls: lazy(() => import('@/calls/calls-page.tsx').then((module) => ({ default: module.CallsPage }))),
  cases: lazy(() =>
    import('@/cases/case-list-page.tsx').then((module) => ({ default: module.CaseListPage })),
  ),
  profile: lazy(() =>
    import('@/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
  ),
  messages: lazy(() =>
    import('@/messages/messages-page.tsx').then((module) => ({ default: module.MessagesPage })),
  ),
  tags: lazy(() => import('@/tags/tags-page.tsx').then((module) => ({ default: module.TagsPage }))),
  suggestions: lazy(() =>
    import('@/suggestions/suggestions-page.tsx').then((module) => ({ default: module.SuggestionsPage })),
  ),
  caseQueues: lazy(() =>
    import('@/case-queues/case-queues-page.tsx').then((module) => ({ default: module.CaseQueuesPage })),
  ),
  caseQueue: lazy(() =>
    import('@/case-queues/case-queue-page.tsx').then((module) => ({ default: module.CaseQueuePage })),
  ),
  caseQueueManager: lazy(() =>
    import('@/case-queues/case-queue-manager-page.tsx').then((module) => ({
      default: module.CaseQueueManagerPage,
    })),
  ),
  searchCustomers: lazy(() =>
    import('@/search/customer-results-page.tsx').then((module) => ({ default: module.CustomerResultsPage })),
  ),
  addressSearch: lazy(() =>
    import('@/search/address-search-page.tsx').then((module) => ({ default: module.AddressSearchPage })),
  ),
  groups: lazy(() => import('@/users/users-page.tsx').then((module) => ({ default: module.UsersPage }))),
  shortenLink: lazy(() =>
    import('@/short-links/short-links-page.tsx').then((module) => ({ default: module.ShortLinksPage })),
  ),
  mainAgreements: lazy(() =>
    import('@/main-agreements/main-agreements-page.tsx').then((module) => ({
      default: module.MainAgreementsPage,
    })),
  ),
  forwardBilling: lazy(() =>
    import('@/forward-billing/forward-billing-page.tsx').then((module) => ({
      default: module.ForwardBillingPage,
    })),
  ),
  disruptions: lazy(() =>
    import('@/disruptions/disruptions-page.tsx').then((module) => ({ default: module.DisruptionsPage })),
  ),
  address: lazy(() =>
    import('@/addresses/address-page.tsx').then((module) => ({ default: module.AddressPage })),
  ),
  nonPurchasableAddresses: lazy(() =>
    import('@/addresses/non-purchasable-page.tsx').then((module) => ({ default: module.NonPurchasablePage })),
  ),
  pong: lazy(() => import('@/arcade/pong-page.tsx').then((module) => ({ default: module.PongPage }))),
  sappybird: lazy(() =>
    import('@/arcade/sappybird-page.tsx').then((module) => ({ default: module.SappybirdPage })),
  ),
  sappybuss: lazy(() =>
    import('@/arcade/sappybuss-page.tsx').then((module) => ({ default: module.SappybussPage })),
  ),
  commerce: lazy(() =>
    import('@/commerce/commerce-page.tsx').then((module) => ({ default: module.CommercePage })),
  ),
  syncCommerce: lazy(() =>
    import('@/commerce/commerce-sync-page.tsx').then((module) => ({ default: module.CommerceSyncPage })),
  ),
  cantab: lazy(() => import('@/cantab/cantab-page.tsx').then((module) => ({ default: module.CantabPage }))),
  cantabCustomer: lazy(() =>
    import('@/cantab/cantab-customer-page.tsx').then((module) => ({ default: module.CantabCustomerPage })),
  ),
  bitcom: lazy(() => import('@/bitcom/bitcom-page.tsx').then((module) => ({ default: module.BitcomPage }))),
  bitcomCustomer: lazy(() =>
    import('@/bitcom/bitcom-customer-page.tsx').then((module) => ({ default: module.BitcomCustomerPage })),
  ),
  timeReport: lazy(() =>
    import('@/time-report/time-report-page.tsx').then((module) => ({ default: module.TimeReportPage })),
  ),
  // Issue 14 content pages.
  announcementManager: lazy(() =>
    import('@/announcements/announcement-manager-page.tsx').then((module) => ({
      default: module.AnnouncementManagerPage,
    })),
  ),
  campaigns: lazy(() =>
    import('@/campaigns/campaigns-page.tsx').then((module) => ({ default: module.CampaignsPage })),
  ),
  support: lazy(() =>
    import('@/support/support-page.tsx').then((module) => ({ default: module.SupportPage })),
  ),
  provisioning: lazy(() =>
    import('@/provisioning/provisioning-page.tsx').then((module) => ({ default: module.ProvisioningPage })),
  ),
  secondLineTools: lazy(() =>
    import('@/second-line/second-line-tools-page.tsx').then((module) => ({
      default: module.SecondLineToolsPage,
    })),
  ),
  middleware: lazy(() =>
    import('@/middleware-lookup/middleware-page.tsx').then((module) => ({ default: module.MiddlewarePage })),
  ),
  addressImport: lazy(() =>
    import('@/address-manager/address-import-page.tsx').then((module) => ({
      default: module.AddressImportPage,
    })),
  ),
  netadminCustomers: lazy(() =>
    import('@/address-manager/netadmin-customers-page.tsx').then((module) => ({
      default: module.NetadminCustomersPage,
    })),
  ),
  netadminAddresses: lazy(() =>
    import('@/address-manager/netadmin-addresses-page.tsx').then((module) => ({
      default: module.NetadminAddressesPage,
    })),
  ),
  commercialAddresses: lazy(() =>
    import('@/address-manager/commercial-addresses-page.tsx').then((module) => ({
      default: module.CommercialAddressesPage,
    })),
  ),
  vismaAddresses: lazy(() =>
    import('@/address-manager/visma-addresses-page.tsx').then((module) => ({
      default: module.VismaAddressesPage,
    })),
  ),
};

export const NotFoundPage = lazy(() =>
  import('@/placeholder/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

export const ShellLayout = lazy(loadShellLayout);

/**
 * Starts loading the code a document opening `pathname` shows first (the signed-in shell; on a customer view its
 * page), so it runs while the first requests are under way instead of after the sign-in state arrives.
 */
export function startPageCode(pathname: string): void {
  if (pathname === '/') return;
  void loadShellLayout();
  if (customerNumberOfPath(pathname) !== null) void loadCustomerPage();
}
