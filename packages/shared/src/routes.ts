import { Group, type GroupName, hasAnyGroup } from './groups.ts';

export type MenuSection = 'main' | 'admin' | 'ovrigt' | 'arcade';

export interface AppRoute {
  /** Stable key used by the web app to pick the page component. */
  key: string;
  /** Route pattern in react-router syntax. */
  path: string;
  /** Page title shown in the top bar and as the menu label. */
  title: string;
  /** Groups allowed to see the page; empty means every signed-in user. */
  groups: readonly GroupName[];
  /** Where the item sits in the side menu; absent means the route has no menu item. */
  menu?: MenuSection;
  /** Pages outside the single-page app (static files). */
  external?: boolean;
}

const { SAPPIS, PRODUCT_IT, ADMIN, THIRD_LINE, RESPONSIBLE_CUSTOMER_SUPPORT } = Group;
const QUEUE_ADMINS = [PRODUCT_IT, ADMIN, THIRD_LINE, RESPONSIBLE_CUSTOMER_SUPPORT];
const ADDRESS_ADMINS = [PRODUCT_IT, ADMIN, Group.ADDRESS_MANAGER];

/** The route table of document 1 section 2.1. */
export const ROUTES = [
  { key: 'home', path: '/sappis/hem', title: 'Välkommen till Sappis', groups: [] },
  { key: 'customer', path: '/klc/:customerNumber/tjanster', title: 'Kundbild', groups: [] },
  { key: 'cases', path: '/sappis/cases', title: 'Alla ärenden', groups: [SAPPIS], menu: 'main' },
  { key: 'case', path: '/sappis/cases/:caseNumber', title: 'Ärende', groups: [SAPPIS] },
  { key: 'caseQueue', path: '/sappis/case-queues/:queueId', title: 'Ärendekö', groups: [SAPPIS] },
  { key: 'caseQueues', path: '/sappis/case-queues', title: 'Ärendeköer', groups: [SAPPIS], menu: 'main' },
  { key: 'messages', path: '/sappis/meddelanden', title: 'Meddelanden', groups: [SAPPIS], menu: 'main' },
  { key: 'calls', path: '/sappis/samtal', title: 'Samtal', groups: [SAPPIS], menu: 'main' },
  { key: 'support', path: '/sappis/support', title: 'Intern support', groups: [SAPPIS], menu: 'main' },
  { key: 'cantab', path: '/sappis/cantab', title: 'Cantab', groups: [SAPPIS, Group.CANTAB], menu: 'main' },
  {
    key: 'cantabCustomer',
    path: '/sappis/cantab/:customerNumber',
    title: 'Cantab',
    groups: [SAPPIS, Group.CANTAB],
  },
  { key: 'bitcom', path: '/sappis/bitcom-brf', title: 'Bitcom BRF', groups: [SAPPIS], menu: 'main' },
  { key: 'bitcomCustomer', path: '/sappis/bitcom/:customerNumber', title: 'Bitcom BRF', groups: [SAPPIS] },
  { key: 'disruptions', path: '/sappis/disruptions', title: 'Driftstatus', groups: [SAPPIS], menu: 'main' },
  { key: 'campaigns', path: '/sappis/kampanjer', title: 'Kampanjer', groups: [SAPPIS], menu: 'main' },
  { key: 'addressSearch', path: '/sappis/adresser', title: 'Adresser', groups: [SAPPIS], menu: 'main' },
  { key: 'address', path: '/sappis/adresser/:addressId', title: 'Adress', groups: [SAPPIS] },
  {
    key: 'searchCustomers',
    path: '/sappis/search/:query/kunder',
    title: 'Sökresultat kunder',
    groups: [SAPPIS],
  },
  {
    key: 'caseQueueManager',
    path: '/sappis/case-queue-manager',
    title: 'Hantera köer',
    groups: QUEUE_ADMINS,
    menu: 'admin',
  },
  { key: 'tags', path: '/sappis/tags', title: 'Taggar', groups: [PRODUCT_IT, ADMIN], menu: 'admin' },
  {
    key: 'groups',
    path: '/sappis/groups',
    title: 'Grupper',
    groups: [PRODUCT_IT, ADMIN, THIRD_LINE],
    menu: 'admin',
  },
  { key: 'suggestions', path: '/sappis/suggestions', title: 'Förslag', groups: QUEUE_ADMINS, menu: 'admin' },
  {
    key: 'forwardBilling',
    path: '/sappis/vidarefakturering',
    title: 'Vidarefakturering',
    groups: [
      PRODUCT_IT,
      Group.PRODUCT_TEKNIK,
      Group.ECONOMY,
      RESPONSIBLE_CUSTOMER_SUPPORT,
      Group.INVOICE_BASIS,
    ],
    menu: 'admin',
  },
  {
    key: 'secondLineTools',
    path: '/sappis/secondlinetools',
    title: 'Second line-verktyg',
    groups: [PRODUCT_IT, Group.EXTENDED_CUSTOMER_SUPPORT],
    menu: 'admin',
  },
  {
    key: 'announcementManager',
    path: '/sappis/announcement-manager',
    title: 'Kundmeddelanden',
    groups: [PRODUCT_IT, Group.MARKNAD],
    menu: 'admin',
  },
  {
    key: 'mainAgreements',
    path: '/sappis/huvudavtal',
    title: 'Huvudavtal',
    groups: [PRODUCT_IT, ADMIN, Group.BUSINESS_SUPPORT, Group.PRODUCT, Group.B2C],
    menu: 'admin',
  },
  {
    key: 'provisioning',
    path: '/sappis/provisionering',
    title: 'Provisionering',
    groups: [PRODUCT_IT, ADMIN, Group.PROVISIONING],
    menu: 'admin',
  },
  {
    key: 'addressImport',
    path: '/sappis/address-manager/import',
    title: 'Adressimport',
    groups: ADDRESS_ADMINS,
    menu: 'admin',
  },
  {
    key: 'netadminCustomers',
    path: '/sappis/address-manager/netadmin-customers',
    title: 'Netadmin-kunder',
    groups: ADDRESS_ADMINS,
    menu: 'admin',
  },
  {
    key: 'netadminAddresses',
    path: '/sappis/address-manager/netadmin-addresses',
    title: 'Netadmin-adresser',
    groups: ADDRESS_ADMINS,
    menu: 'admin',
  },
  {
    key: 'commercialAddresses',
    path: '/sappis/address-manager/commercial',
    title: 'Kommersiella adresser',
    groups: ADDRESS_ADMINS,
    menu: 'admin',
  },
  {
    key: 'vismaAddresses',
    path: '/sappis/address-manager/visma-addresses',
    title: 'Visma-adresser',
    groups: [...ADDRESS_ADMINS, Group.BUSINESS_SUPPORT, Group.PRODUCT],
    menu: 'admin',
  },
  { key: 'commerce', path: '/sappis/commerce', title: 'Commerce', groups: [PRODUCT_IT], menu: 'admin' },
  { key: 'syncCommerce', path: '/sappis/sync', title: 'Synka commerce', groups: [PRODUCT_IT], menu: 'admin' },
  {
    key: 'nonPurchasableAddresses',
    path: '/klc/adresser',
    title: 'Ej köpbara adresser',
    groups: [PRODUCT_IT],
    menu: 'admin',
  },
  {
    key: 'shortenLink',
    path: '/sappis/shorten-link',
    title: 'Förkorta länk',
    groups: [SAPPIS],
    menu: 'ovrigt',
  },
  {
    key: 'timeReport',
    path: '/tidrap.html',
    title: 'Tidrapport',
    groups: [SAPPIS],
    menu: 'ovrigt',
    external: true,
  },
  { key: 'middleware', path: '/sappis/middleware', title: 'Middleware', groups: [], menu: 'ovrigt' },
  { key: 'profile', path: '/sappis/profile', title: 'Profil', groups: [] },
  { key: 'pong', path: '/pong.html', title: 'Pong', groups: [SAPPIS], menu: 'arcade' },
  {
    key: 'sappybird',
    path: '/sappybird.html',
    title: 'Sappybird',
    groups: [SAPPIS],
    menu: 'arcade',
  },
  {
    key: 'sappybuss',
    path: '/sappybuss.html',
    title: 'Sappybuss',
    groups: [SAPPIS],
    menu: 'arcade',
  },
] as const satisfies readonly AppRoute[];

export type RouteKey = (typeof ROUTES)[number]['key'];

export function routeByKey(key: RouteKey): AppRoute {
  const route = ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return route;
}

export function visibleRoutes(userGroups: readonly string[]): AppRoute[] {
  return ROUTES.filter((route) => hasAnyGroup(userGroups, route.groups));
}

/** Groups that may use a page's procedures: the same table guards the server and the menu. */
export function groupsFor(key: RouteKey): readonly GroupName[] {
  return routeByKey(key).groups;
}

/**
 * Groups that may use procedures several pages share, e.g. an invoice basis edited on a case and on
 * /sappis/vidarefakturering: anyone who may use one of the pages (a page open to all staff opens them to all).
 */
export function groupsForAny(...keys: readonly RouteKey[]): readonly GroupName[] {
  const pages = keys.map(groupsFor);
  if (pages.some((groups) => groups.length === 0)) return [];
  return [...new Set(pages.flat())];
}

/**
 * The roles within a page: who may change what the page shows, where that is narrower than who may see it.
 * The customer view is for all staff (document 1 section 2.1), its writes for base staff: the documents name no
 * group for its single functions (section 6), and an admin page's users reach it to look up a customer.
 */
export const CUSTOMER_ACTION_GROUPS: readonly GroupName[] = [SAPPIS];
