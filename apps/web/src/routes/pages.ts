import { customerNumberOfPath } from '@sappis/shared/customers/first-requests';
import type { RouteKey } from '@sappis/shared/routes';
import { type PageCode, pageCode } from './page-code.tsx';

const CUSTOMER_PAGE = pageCode(() =>
  import('@/customers/customer-page.tsx').then((module) => ({ default: module.CustomerPage })),
);

/** Every route's page, each in its own chunk (the customer view's in the first view's): a route without a page does not compile. */
export const PAGES: Record<RouteKey, PageCode> = {
  home: pageCode(() => import('@/home/home-page.tsx').then((module) => ({ default: module.HomePage }))),
  customer: CUSTOMER_PAGE,
  case: pageCode(() => import('@/cases/case-page.tsx').then((module) => ({ default: module.CasePage }))),
  calls: pageCode(() => import('@/calls/calls-page.tsx').then((module) => ({ default: module.CallsPage }))),
  cases: pageCode(() =>
    import('@/cases/case-list-page.tsx').then((module) => ({ default: module.CaseListPage })),
  ),
  profile: pageCode(() =>
    import('@/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
  ),
  messages: pageCode(() =>
    import('@/messages/messages-page.tsx').then((module) => ({ default: module.MessagesPage })),
  ),
  tags: pageCode(() => import('@/tags/tags-page.tsx').then((module) => ({ default: module.TagsPage }))),
  suggestions: pageCode(() =>
    import('@/suggestions/suggestions-page.tsx').then((module) => ({ default: module.SuggestionsPage })),
  ),
  caseQueues: pageCode(() =>
    import('@/case-queues/case-queues-page.tsx').then((module) => ({ default: module.CaseQueuesPage })),
  ),
  caseQueue: pageCode(() =>
    import('@/case-queues/case-queue-page.tsx').then((module) => ({ default: module.CaseQueuePage })),
  ),
  caseQueueManager: pageCode(() =>
    import('@/case-queues/case-queue-manager-page.tsx').then((module) => ({
      default: module.CaseQueueManagerPage,
    })),
  ),
  searchCustomers: pageCode(() =>
    import('@/search/customer-results-page.tsx').then((module) => ({ default: module.CustomerResultsPage })),
  ),
  addressSearch: pageCode(() =>
    import('@/search/address-search-page.tsx').then((module) => ({ default: module.AddressSearchPage })),
  ),
  groups: pageCode(() => import('@/users/users-page.tsx').then((module) => ({ default: module.UsersPage }))),
  shortenLink: pageCode(() =>
    import('@/short-links/short-links-page.tsx').then((module) => ({ default: module.ShortLinksPage })),
  ),
  mainAgreements: pageCode(() =>
    import('@/main-agreements/main-agreements-page.tsx').then((module) => ({
      default: module.MainAgreementsPage,
    })),
  ),
  forwardBilling: pageCode(() =>
    import('@/forward-billing/forward-billing-page.tsx').then((module) => ({
      default: module.ForwardBillingPage,
    })),
  ),
  disruptions: pageCode(() =>
    import('@/disruptions/disruptions-page.tsx').then((module) => ({ default: module.DisruptionsPage })),
  ),
  address: pageCode(() =>
    import('@/addresses/address-page.tsx').then((module) => ({ default: module.AddressPage })),
  ),
  nonPurchasableAddresses: pageCode(() =>
    import('@/addresses/non-purchasable-page.tsx').then((module) => ({ default: module.NonPurchasablePage })),
  ),
  pong: pageCode(() => import('@/arcade/pong-page.tsx').then((module) => ({ default: module.PongPage }))),
  sappybird: pageCode(() =>
    import('@/arcade/sappybird-page.tsx').then((module) => ({ default: module.SappybirdPage })),
  ),
  sappybuss: pageCode(() =>
    import('@/arcade/sappybuss-page.tsx').then((module) => ({ default: module.SappybussPage })),
  ),
  commerce: pageCode(() =>
    import('@/commerce/commerce-page.tsx').then((module) => ({ default: module.CommercePage })),
  ),
  syncCommerce: pageCode(() =>
    import('@/commerce/commerce-sync-page.tsx').then((module) => ({ default: module.CommerceSyncPage })),
  ),
  cantab: pageCode(() =>
    import('@/cantab/cantab-page.tsx').then((module) => ({ default: module.CantabPage })),
  ),
  cantabCustomer: pageCode(() =>
    import('@/cantab/cantab-customer-page.tsx').then((module) => ({ default: module.CantabCustomerPage })),
  ),
  bitcom: pageCode(() =>
    import('@/bitcom/bitcom-page.tsx').then((module) => ({ default: module.BitcomPage })),
  ),
  bitcomCustomer: pageCode(() =>
    import('@/bitcom/bitcom-customer-page.tsx').then((module) => ({ default: module.BitcomCustomerPage })),
  ),
  timeReport: pageCode(() =>
    import('@/time-report/time-report-page.tsx').then((module) => ({ default: module.TimeReportPage })),
  ),
  // Issue 14 content pages.
  announcementManager: pageCode(() =>
    import('@/announcements/announcement-manager-page.tsx').then((module) => ({
      default: module.AnnouncementManagerPage,
    })),
  ),
  campaigns: pageCode(() =>
    import('@/campaigns/campaigns-page.tsx').then((module) => ({ default: module.CampaignsPage })),
  ),
  support: pageCode(() =>
    import('@/support/support-page.tsx').then((module) => ({ default: module.SupportPage })),
  ),
  provisioning: pageCode(() =>
    import('@/provisioning/provisioning-page.tsx').then((module) => ({ default: module.ProvisioningPage })),
  ),
  secondLineTools: pageCode(() =>
    import('@/second-line/second-line-tools-page.tsx').then((module) => ({
      default: module.SecondLineToolsPage,
    })),
  ),
  middleware: pageCode(() =>
    import('@/middleware-lookup/middleware-page.tsx').then((module) => ({ default: module.MiddlewarePage })),
  ),
  addressImport: pageCode(() =>
    import('@/address-manager/address-import-page.tsx').then((module) => ({
      default: module.AddressImportPage,
    })),
  ),
  netadminCustomers: pageCode(() =>
    import('@/address-manager/netadmin-customers-page.tsx').then((module) => ({
      default: module.NetadminCustomersPage,
    })),
  ),
  netadminAddresses: pageCode(() =>
    import('@/address-manager/netadmin-addresses-page.tsx').then((module) => ({
      default: module.NetadminAddressesPage,
    })),
  ),
  commercialAddresses: pageCode(() =>
    import('@/address-manager/commercial-addresses-page.tsx').then((module) => ({
      default: module.CommercialAddressesPage,
    })),
  ),
  vismaAddresses: pageCode(() =>
    import('@/address-manager/visma-addresses-page.tsx').then((module) => ({
      default: module.VismaAddressesPage,
    })),
  ),
};

export const NOT_FOUND_PAGE = pageCode(() =>
  import('@/placeholder/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

export const SHELL_LAYOUT = pageCode(() => import('@/shell/shell-layout.tsx'));

/**
 * Loads the code a document opening `pathname` shows first (the signed-in shell; on a customer view its page)
 * while the first requests are under way, instead of after the sign-in state arrives. Resolves once it is loaded
 * (or failed to: the page's lazy load then tries again and reports), so the first render can show the page at once.
 */
export async function loadPageCode(pathname: string): Promise<void> {
  if (pathname === '/') return;
  const pages = [SHELL_LAYOUT, ...(customerNumberOfPath(pathname) !== null ? [CUSTOMER_PAGE] : [])];
  await Promise.all(pages.map((page) => page.preload().catch(() => {})));
}
