import { DEMO_USERS } from '@sappis/db/seed/demo/users';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  ALL_GROUPS,
  CUSTOMER_ACTION_GROUPS,
  DECEASED_TERMINATION_GROUPS,
  DISRUPTION_EDITOR_GROUPS,
  Group,
  type GroupName,
  groupsFor,
  hasAnyGroup,
  QUEUE_MANAGER_GROUPS,
  type RouteKey,
} from '@sappis/shared';
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createCaller } from './index.ts';
import { type CookieJar, createTestContext } from './testing/context.ts';
import { inputJsonSchema, plausibleArbitrary } from './testing/input-arbitraries.ts';
import { appProcedures, callAt, subscriptionIterator } from './testing/procedures.ts';
import { createTestUser } from './testing/users.ts';

/**
 * Who may call what, stated once per procedure against the route table (packages/shared/src/routes.ts,
 * document 1 sections 2.1 and 6): the groups of a route's page (or of any of several pages that share the
 * procedure), a role within it (`alsoAnyOf`, and `andAnyOf` for a role within that role), any signed-in user, or
 * anyone. A procedure without a line here fails the test, so a new one cannot ship without a rule.
 */
type Rule =
  | 'public'
  | 'signedIn'
  | {
      route: RouteKey | readonly RouteKey[];
      alsoAnyOf?: readonly GroupName[];
      andAnyOf?: readonly GroupName[];
    };

/** Reading the customer view: all staff (document 1 section 2.1), e.g. an admin page's users following its links. */
const CUSTOMER: Rule = { route: 'customer' };
/** Acting on a customer from the customer view: only those among its users who may act (CUSTOMER_ACTION_GROUPS). */
const CUSTOMER_WRITE: Rule = { route: 'customer', alsoAnyOf: CUSTOMER_ACTION_GROUPS };
/** An invoice basis read, edited, marked invoiced or printed on its case or on /sappis/vidarefakturering. */
const BASIS_PAGES: Rule = { route: ['case', 'forwardBilling'] };
const CASE: Rule = { route: 'case' };
const QUEUE_MANAGER: Rule = { route: 'caseQueueManager' };
const TAGS: Rule = { route: 'tags' };
const USER_ADMIN: Rule = { route: 'groups' };
const SUGGESTIONS: Rule = { route: 'suggestions' };
const ADDRESS_SEARCH: Rule = { route: 'addressSearch' };

const RULES: Record<string, Rule> = {
  'arcade.highScores': { route: 'pong' },
  'arcade.submitScore': { route: 'pong' },
  'shortLinks.list': { route: 'shortenLink' },
  'shortLinks.create': { route: 'shortenLink' },
  'commerce.orders': { route: 'commerce' },
  'commerce.order': { route: 'commerce' },
  'commerce.carts': { route: 'commerce' },
  'commerce.statistics': { route: 'commerce' },
  'commerce.product': { route: 'commerce' },
  'commerce.campaign': { route: 'commerce' },
  'commerce.updateHubspotStatus': { route: 'commerce' },
  'commerceSync.runs': { route: 'syncCommerce' },
  'commerceSync.run': { route: 'syncCommerce' },
  'cantab.search': { route: 'cantab' },
  'cantab.byNumber': { route: 'cantabCustomer' },
  'bitcom.search': { route: 'bitcom' },
  'bitcom.byNumber': { route: 'bitcomCustomer' },
  'timeReport.categories': { route: 'timeReport' },
  'timeReport.period': { route: 'timeReport' },
  'timeReport.save': { route: 'timeReport' },
  'timeReport.remove': { route: 'timeReport' },
  'timeReport.teamTotals': { route: 'timeReport' },
  // Issue 14 content pages: announcement-manager, kampanjer, support.
  'announcements.list': { route: 'announcementManager' },
  'announcements.create': { route: 'announcementManager' },
  'announcements.update': { route: 'announcementManager' },
  'announcements.setPublished': { route: 'announcementManager' },
  'campaigns.list': { route: 'campaigns' },
  'support.report': { route: 'support' },
  'support.myReports': { route: 'support' },
  'users.list': USER_ADMIN,
  'users.groupCatalogue': USER_ADMIN,
  'users.setMembership': USER_ADMIN,
  'users.create': USER_ADMIN,
  'users.setActive': USER_ADMIN,
  // Create customer, manual activation and assignment (document 3 panels 3 and 18).
  'agreements.assign': CUSTOMER_WRITE,
  'agreements.assignmentReceivers': CUSTOMER_WRITE,
  'agreements.cancelAssignment': CUSTOMER_WRITE,
  'customers.create': CUSTOMER_WRITE,
  'customers.createActivationCase': CUSTOMER_WRITE,
  'customers.lookupPersonalNumber': CUSTOMER_WRITE,
  'addresses.create': CUSTOMER_WRITE,
  'addresses.byId': { route: 'address' },
  'addresses.onChanged': { route: 'address' },
  'addresses.verifySearch': CUSTOMER,
  'addresses.confirmAddress': CUSTOMER_WRITE,
  'addresses.createAddressCase': CUSTOMER_WRITE,
  'addresses.nonPurchasable': { route: 'nonPurchasableAddresses' },
  // Address manager (/sappis/address-manager/..., issue 14).
  'addressManager.importFile': { route: 'addressImport' },
  'addressManager.importTasks': { route: 'addressImport' },
  'addressManager.netadminCustomers': { route: 'netadminCustomers' },
  'addressManager.netadminAddresses': { route: 'netadminAddresses' },
  'addressManager.verticalSearch': { route: 'commercialAddresses' },
  'addressManager.verticalExport': { route: 'commercialAddresses' },
  'addressManager.vismaAddresses': { route: 'vismaAddresses' },
  'orders.inventory': CUSTOMER,
  'orders.place': CUSTOMER_WRITE,
  'marketability.byAddress': CUSTOMER,
  'addresses.addAgreementContext': CUSTOMER,
  'addresses.addAgreement': CUSTOMER_WRITE,
  'agreements.changePaymentMethod': CUSTOMER_WRITE,
  'agreements.compensate': CUSTOMER_WRITE,
  'agreements.editRowDates': CUSTOMER_WRITE,
  'agreements.operationContext': CUSTOMER,
  'agreements.regret': CUSTOMER_WRITE,
  'agreements.terminate': CUSTOMER_WRITE,
  'agreements.terminateDeceased': { ...CUSTOMER_WRITE, andAnyOf: DECEASED_TERMINATION_GROUPS },
  'agreements.continue': CUSTOMER_WRITE,
  'agreements.continueInventory': CUSTOMER,
  'agreements.pause': CUSTOMER_WRITE,
  'agreements.createReturnCase': CUSTOMER_WRITE,
  'agreements.moveAddress': CUSTOMER,
  'agreements.moveCheck': CUSTOMER,
  'agreements.move': CUSTOMER_WRITE,
  'agreements.transferFacts': CUSTOMER,
  'agreements.transferService': CUSTOMER_WRITE,
  'customers.mergeCandidates': CUSTOMER_WRITE,
  'customers.merge': CUSTOMER_WRITE,
  'documents.list': CUSTOMER,
  'documents.templates': CUSTOMER,
  'documents.createFromTemplate': CUSTOMER_WRITE,
  'documents.send': CUSTOMER_WRITE,
  'documents.changeStatus': CUSTOMER_WRITE,
  'documents.remove': CUSTOMER_WRITE,
  'mainAgreements.list': { route: 'mainAgreements' },
  // Document 3 panel 15: every agent reads the main agreement from a customer's agreement; only the page's groups edit.
  'mainAgreements.details': CUSTOMER,
  'mainAgreements.mainCentrals': { route: 'mainAgreements' },
  'mainAgreements.operators': { route: 'mainAgreements' },
  'mainAgreements.addresses': { route: 'mainAgreements' },
  'mainAgreements.addressCount': { route: 'mainAgreements' },
  'mainAgreements.destroyAllAddresses': { route: 'mainAgreements' },
  'mainAgreements.updateFile': { route: 'mainAgreements' },
  'email.list': CUSTOMER,
  'email.content': CUSTOMER,
  'email.pdf': CUSTOMER,
  'email.textMessages': CUSTOMER,
  'logs.objectLog': CUSTOMER,
  'logs.caseLogs': CUSTOMER,
  'agreementRows.activateHardware': CUSTOMER_WRITE,
  'agreementRows.serviceDetails': CUSTOMER,
  'agreementRows.updateDeliveryDate': CUSTOMER_WRITE,
  'agreementRows.updateDiscount': CUSTOMER_WRITE,
  'hardware.equipment': CUSTOMER,
  'hardware.changeCardRow': CUSTOMER_WRITE,
  'hardware.pair': CUSTOMER_WRITE,
  'hardware.clearPairing': CUSTOMER_WRITE,
  'hardware.remove': CUSTOMER_WRITE,
  'hardware.syncToBilling': CUSTOMER_WRITE,
  'hardware.checkBlacklist': CUSTOMER,
  'hardware.renameCard': CUSTOMER_WRITE,
  'hardware.search': CUSTOMER,
  'hardware.validate': CUSTOMER,
  'hardware.add': CUSTOMER_WRITE,
  'hardware.transfer': CUSTOMER_WRITE,
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.profile': 'signedIn',
  'auth.sessions': 'signedIn',
  'auth.signInMethods': 'public',
  'auth.signOutOtherSessions': 'signedIn',
  'calls.list': { route: 'calls' },
  'calls.byCustomer': CUSTOMER,
  'calls.onChanged': { route: 'calls' },
  'calls.onNotice': 'signedIn',
  'caseLocks.acquire': CASE,
  'caseLocks.heartbeat': CASE,
  'caseLocks.onChanged': CASE,
  'caseLocks.onListChanged': { route: 'cases' },
  'caseLocks.release': CASE,
  'caseLocks.takeOver': { route: 'case', alsoAnyOf: QUEUE_MANAGER_GROUPS },
  'caseQueues.list': { route: 'caseQueues' },
  'caseQueues.get': { route: 'caseQueue' },
  'caseQueues.onChanged': { route: 'caseQueues' },
  'caseQueues.definitions': QUEUE_MANAGER,
  'caseQueues.options': QUEUE_MANAGER,
  'caseQueues.create': QUEUE_MANAGER,
  'caseQueues.update': QUEUE_MANAGER,
  'caseQueues.reorder': QUEUE_MANAGER,
  'caseQueues.delete': QUEUE_MANAGER,
  'cases.assign': CASE,
  'cases.byNumber': CASE,
  'cases.create': CASE,
  'cases.ownerGroups': CASE,
  'cases.search': { route: 'cases' },
  'cases.exportCount': { route: 'cases' },
  'cases.children': CASE,
  'cases.createChild': CASE,
  'cases.link': CASE,
  'cases.updateContact': CASE,
  'customerAccount.changePassword': CUSTOMER_WRITE,
  'customerAccount.createOtp': CUSTOMER_WRITE,
  'customerSync.sync': CUSTOMER_WRITE,
  'email.sendGeneric': CUSTOMER_WRITE,
  'sms.send': CUSTOMER_WRITE,
  'cases.setStatus': CASE,
  'cases.types': CASE,
  'cases.update': CASE,
  'channels.channelPackage': CUSTOMER,
  'channels.update': CUSTOMER_WRITE,
  'creditChecks.history': CUSTOMER,
  'creditChecks.perform': CUSTOMER_WRITE,
  'customers.byNumber': CUSTOMER,
  // Presence ('who else has this customer open') is part of looking at a customer, not an action on it.
  'customers.heartbeat': CUSTOMER,
  'customers.invoiceDelivery': CUSTOMER,
  'customers.onChanged': CUSTOMER,
  'customers.updateDetails': CUSTOMER_WRITE,
  'customers.updateSecurityClass': CUSTOMER_WRITE,
  'customers.updateTemporaryAddress': CUSTOMER_WRITE,
  'customers.viewers': CUSTOMER,
  'history.list': CUSTOMER,
  'history.authors': CUSTOMER,
  'history.onChanged': CUSTOMER,
  'invoiceBases.all': { route: 'forwardBilling' },
  'invoiceBases.create': CASE,
  'invoiceBases.list': BASIS_PAGES,
  'invoiceBases.markInvoiced': BASIS_PAGES,
  'invoiceBases.pdf': BASIS_PAGES,
  'invoiceBases.prefill': CASE,
  'invoiceBases.remove': CASE,
  'invoiceBases.removeExpense': BASIS_PAGES,
  'invoiceBases.reopen': BASIS_PAGES,
  'invoiceBases.update': BASIS_PAGES,
  'invoices.list': CUSTOMER,
  'invoices.details': CUSTOMER,
  'invoices.pdf': CUSTOMER,
  'invoices.defermentStatus': CUSTOMER,
  'invoices.defer': CUSTOMER_WRITE,
  'invoices.reverse': CUSTOMER_WRITE,
  'invoices.sendByEmail': CUSTOMER_WRITE,
  'invoices.economyInfo': CUSTOMER,
  'invoices.extraBillingRows': CUSTOMER,
  'invoices.availableCredit': CUSTOMER,
  'invoices.payouts': CUSTOMER,
  'telephony.periods': CUSTOMER,
  'telephony.specification': CUSTOMER,
  'memos.legacyMemo': CUSTOMER,
  'memos.campaignMemo': CUSTOMER,
  'memos.forCustomer': CUSTOMER,
  'memos.create': { route: 'mainAgreements' },
  'memos.update': { route: 'mainAgreements' },
  'memos.deactivate': { route: 'mainAgreements' },
  'messages.list': { route: 'messages' },
  // The top bar's bell (document 1 section 2.2) shows every signed-in user their own messages.
  'messages.unreadCount': 'signedIn',
  'messages.latest': 'signedIn',
  'messages.markRead': 'signedIn',
  'messages.markAllRead': 'signedIn',
  'messages.onChanged': 'signedIn',
  'messages.send': CASE,
  'messages.recipients': CASE,
  'messages.watchQueue': { route: 'caseQueue' },
  'messages.watchedQueues': { route: 'caseQueue' },
  'play.details': CUSTOMER,
  'play.setExternalId': CUSTOMER_WRITE,
  'play.removeExternalId': CUSTOMER_WRITE,
  'play.reset': CUSTOMER_WRITE,
  'search.customers': { route: 'searchCustomers' },
  'search.cases': CASE,
  'search.addresses': CASE,
  'search.agreements': ADDRESS_SEARCH,
  'search.addressIds': ADDRESS_SEARCH,
  'search.deliveryAddresses': ADDRESS_SEARCH,
  'search.stock': ADDRESS_SEARCH,
  'search.invoices': ADDRESS_SEARCH,
  'suggestions.list': CASE,
  'suggestions.create': SUGGESTIONS,
  'suggestions.update': SUGGESTIONS,
  'suggestions.delete': SUGGESTIONS,
  'suggestions.onChanged': CASE,
  'system.config': 'public',
  'tags.list': CASE,
  'tags.addToCase': CASE,
  'tags.removeFromCase': CASE,
  'tags.onChanged': CASE,
  'tags.catalogue': TAGS,
  'tags.create': TAGS,
  'tags.rename': TAGS,
  'tags.setRule': TAGS,
  'tags.delete': TAGS,
  'parcels.forCustomer': CUSTOMER,
  'disruptions.list': { route: 'disruptions' },
  'disruptions.forCustomer': CUSTOMER,
  'disruptions.onChanged': { route: 'disruptions' },
  'disruptions.create': { route: 'disruptions', alsoAnyOf: DISRUPTION_EDITOR_GROUPS },
  'disruptions.update': { route: 'disruptions', alsoAnyOf: DISRUPTION_EDITOR_GROUPS },
  'tvDiagnostics.overview': CUSTOMER,
  'tvDiagnostics.signalHistory': CUSTOMER,
  'tvDiagnostics.setTroubleshooting': CUSTOMER_WRITE,
  'tvDiagnostics.temporarySignalOn': CUSTOMER_WRITE,
  'connectionStatus.accesses': CUSTOMER,
  'connectionStatus.status': CUSTOMER,
  'connectionStatus.diagnostic': CUSTOMER,
  // Issue 14: /sappis/provisionering, /sappis/secondlinetools, /sappis/middleware and the tools dropdown.
  'provisioning.list': { route: 'provisioning' },
  'provisioning.retry': { route: 'provisioning' },
  'provisioning.onChanged': { route: 'provisioning' },
  'secondLine.searchEquipment': { route: 'secondLineTools' },
  'secondLine.checkBlacklist': { route: 'secondLineTools' },
  'secondLine.temporarySignal': { route: 'secondLineTools' },
  'middlewareLookup.lookup': { route: 'middleware' },
  'system.toolLinks': 'signedIn',
};

function allows(rule: Rule, groups: readonly string[] | null): boolean {
  if (rule === 'public') return true;
  if (groups === null) return false;
  if (rule === 'signedIn') return true;
  const routes: readonly RouteKey[] = typeof rule.route === 'string' ? [rule.route] : rule.route;
  return (
    routes.some((route) => hasAnyGroup(groups, groupsFor(route))) &&
    hasAnyGroup(groups, rule.alsoAnyOf) &&
    hasAnyGroup(groups, rule.andAnyOf)
  );
}

/**
 * Besides the demo staff (all but one with SAPPIS), one caller per group alone: the users of an admin page who
 * are not base staff, e.g. ECONOMY on /sappis/vidarefakturering or ADDRESS_MANAGER following a customer link.
 */
const SINGLE_GROUP_CALLERS = ALL_GROUPS.map((group) => ({ name: `only-${group}`, groups: [group] }));

/** Queries that find other customers to act on (or look them up in outside registers): as strict as the action. */
const ACTION_QUERIES = new Set([
  'customers.mergeCandidates',
  'agreements.assignmentReceivers',
  'customers.lookupPersonalNumber',
]);

const isCustomerRead = (rule: Rule) => rule === CUSTOMER;
const isCustomerWrite = (rule: Rule) =>
  typeof rule === 'object' && rule.route === 'customer' && rule.alsoAnyOf === CUSTOMER_ACTION_GROUPS;

// Signing out ends the session every later call of the same user needs: it goes last.
const procedures = appProcedures().sort(
  (a, b) => Number(a.path === 'auth.logout') - Number(b.path === 'auth.logout'),
);

/** A schema-valid input (the first of a fixed sample that the full schema accepts). */
function validInput(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(plausibleArbitrary(inputJsonSchema(schema)), { numRuns: 300, seed: 8 });
  return samples.find((sample) => schema.safeParse(sample).success) ?? samples[0];
}

/** The tRPC error code of one call, or 'OK'; a subscription is only opened (its permission is checked then). */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await subscriptionIterator(await call())?.return?.();
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

let db: TestDatabase;
const jars = new Map<string, CookieJar>();

beforeAll(async () => {
  db = await createTestDatabase();
  // The first user (id 1, the generated inputs' favourite id) is one the user administration's writes may disable
  // or strip of groups: never one of the callers.
  await createTestUser(db.prisma, { username: 'matrix-bystander', groups: ['SAPPIS'] });
  for (const demo of [
    ...DEMO_USERS,
    ...SINGLE_GROUP_CALLERS.map(({ name, groups }) => ({ username: name, groups })),
  ]) {
    const user = await createTestUser(db.prisma, {
      username: `matrix-${demo.username}`,
      groups: [...demo.groups],
    });
    const jar: CookieJar = { token: null };
    await createCaller(createTestContext(db.prisma, jar)).auth.login({
      username: user.username,
      password: user.password,
    });
    jars.set(demo.username, jar);
  }
});

afterAll(async () => {
  await db?.drop();
});

describe('authorization matrix', () => {
  it('has a rule for every procedure of the app router, and no rule for one that is gone', () => {
    const paths = procedures.map(({ path }) => path).sort();
    expect(paths.filter((path) => !(path in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('opens the customer view to all staff to read, and lets only those who may act write', () => {
    expect(groupsFor('customer')).toEqual([]);
    expect(CUSTOMER_ACTION_GROUPS).toEqual([Group.SAPPIS]);
    const wrong = procedures.flatMap(({ path, type }) => {
      const rule = RULES[path];
      if (!rule) return [];
      if (type === 'mutation' && isCustomerRead(rule) && path !== 'customers.heartbeat')
        return [`${path}: a write open to every reader`];
      if (type !== 'mutation' && isCustomerWrite(rule) && !ACTION_QUERIES.has(path))
        return [`${path}: a read closed to readers`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('answers every procedure × demo user, single-group user and anonymous as the route table says', async () => {
    const callers: { name: string; groups: readonly string[] | null; jar: () => CookieJar }[] = [
      // Anonymous: a fresh cookie jar for every call (a sign-in must not carry over).
      { name: 'anonymous', groups: null, jar: () => ({ token: null }) },
      ...[
        ...DEMO_USERS.map((demo) => ({ name: demo.username, groups: demo.groups })),
        ...SINGLE_GROUP_CALLERS,
      ].map((who) => ({ ...who, jar: () => jars.get(who.name)! })),
    ];
    const wrong: string[] = [];
    for (const { path, input: schema } of procedures) {
      const rule = RULES[path];
      if (!rule) continue;
      const input = validInput(schema);
      // The callers of one procedure run at once (each has its own session); procedures one after another.
      await Promise.all(
        callers.map(async (who) => {
          const controller = new AbortController();
          const caller = createCaller(createTestContext(db.prisma, who.jar()), { signal: controller.signal });
          const callInput =
            path === 'auth.login'
              ? { username: `matrix-${who.name === 'anonymous' ? 'agent' : who.name}`, password: 'losenord' }
              : input;
          const code = await outcome(() => callAt(caller, path, callInput));
          controller.abort();
          const allowed = allows(rule, who.groups);
          const expected = allowed ? 'not UNAUTHORIZED/FORBIDDEN' : who.groups ? 'FORBIDDEN' : 'UNAUTHORIZED';
          const ok = allowed ? code !== 'UNAUTHORIZED' && code !== 'FORBIDDEN' : code === expected;
          if (!ok) wrong.push(`${path} as ${who.name}: ${code}, expected ${expected}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
