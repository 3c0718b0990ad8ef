import { PARCEL_STATUSES } from '@sappis/shared';
import { CITY_BY_NAME } from '../data/places.ts';
import { addDays, endOfMonth, startOfMonth } from '../dates.ts';
import { generatePerson } from '../generators.ts';
import { SELECTABLE_CHANNELS } from '../reference/products.ts';
import { addConnectionStatusDemo } from './addresses.ts';
import {
  type AgreementHandle,
  addBox,
  addBroadbandBundle,
  addCard,
  addRouter,
  addRow,
  addTelephonyBundle,
  addTvBundle,
} from './agreements.ts';
import { CAMPAIGN_ID } from './campaigns.ts';
import type { DemoContext } from './context.ts';
import { addAgreement, type CustomerHandle, createCustomer } from './customers.ts';
import {
  addCreditCheck,
  addDocument,
  addEmails,
  addObjectLogs,
  addOperatorAlerts,
  addParcel,
  addPhoneRecords,
  addTemporaryAddress,
  addTextMessages,
  addTvDiagnostics,
} from './extras.ts';
import { DEMO_FIXTURES } from './fixtures.ts';
import { addDeferment, addInvoices } from './invoices.ts';
import { MAIN_AGREEMENTS, type MainAgreementSeed } from './main-agreements.ts';

/** The customers of DEMO_FIXTURES, built one by one so each covers the states its name promises. */

const F = DEMO_FIXTURES.customers;
const PAID_3 = [
  { k: 1, state: 'paid' },
  { k: 2, state: 'paid' },
  { k: 3, state: 'paid' },
] as const;

function collectiveAgreement(id: number): MainAgreementSeed {
  const found = MAIN_AGREEMENTS.find((item) => item.id === id);
  if (!found) throw new Error(`No main agreement ${id}`);
  return found;
}

export function buildScenarioCustomers(ctx: DemoContext): CustomerHandle[] {
  const { rng, today } = ctx;
  const customers: CustomerHandle[] = [];
  const stockholm = CITY_BY_NAME.get('Stockholm');

  // 100001: everything in order.
  {
    const customer = createCustomer(ctx, F.standard, {
      city: stockholm,
      overrides: {
        paymentType: 'BANKGIRO',
        invoiceDeliveryType: 'EMAIL',
        nixCode: 'NOT_NIXED',
        mobilePhone: '070-312 45 67',
      },
    });
    const tv = addAgreement(ctx, customer, { startDate: startOfMonth(today, -30) });
    addTvBundle(ctx, tv, { packageNumber: 'TVMIX5', boxes: 1 });
    const broadband = addAgreement(ctx, customer, { startDate: startOfMonth(today, -30) });
    addBroadbandBundle(ctx, broadband, { speed: 'BAS500' });
    addInvoices(ctx, customer, [...PAID_3]);
    addEmails(ctx, customer, { count: 3 });
    addCreditCheck(ctx, customer, 0, 900);
    customers.push(customer);
  }

  // 100002: overdue invoices, temporary address, services paused for non-payment.
  {
    const customer = createCustomer(ctx, F.unpaidWithTemporaryAddress, {
      overrides: { temporarilySuspended: true, paymentType: 'BANKGIRO', invoiceDeliveryType: 'LETTER' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -18) });
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addBroadbandBundle(ctx, agreement, { speed: 'BAS250' });
    addInvoices(ctx, customer, [
      { k: 1, state: 'paid' },
      { k: 2, state: 'overdue', reminders: 2 },
      { k: 3, state: 'overdue', reminders: 0 },
      { k: 4, state: 'open' },
    ]);
    addTemporaryAddress(ctx, customer, addDays(today, 30));
    addOperatorAlerts(ctx, customer, { count: 1 });
    customers.push(customer);
  }

  // 100003: business customer.
  {
    const customer = createCustomer(ctx, F.business, {
      business: true,
      city: stockholm,
      overrides: { invoiceDeliveryType: 'EMAIL' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -8) });
    const campaign = {
      id: CAMPAIGN_ID.BUSINESS_START,
      campaignPrice: '508.80',
      endDate: endOfMonth(today, 4),
      discount: '-127.20',
    };
    addBroadbandBundle(ctx, agreement, { speed: 'FORETAGBB', bindingMonths: 36, campaign });
    addTvBundle(ctx, agreement, { packageNumber: 'FORETAGTV', boxes: 2 });
    addRow(ctx, agreement, 'FASTIP');
    addInvoices(ctx, customer, [...PAID_3]);
    addDocument(ctx, customer, agreement, 'PDF', 'PRINTED', 'Avtal företagsbredband');
    customers.push(customer);
  }

  // 100004: Sappa Mix 10 with channel changes in flight.
  {
    const customer = createCustomer(ctx, F.channelPackageMix10, {
      overrides: { playExternalId: 'PLAY-40040040' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -14) });
    const pool = SELECTABLE_CHANNELS.filter((channel) => channel.position >= 20);
    const chosen = pool.slice(0, 10).map((channel) => channel.productNumber);
    const packageId = addTvBundle(ctx, agreement, {
      packageNumber: 'TVMIX10',
      boxes: 1,
      channels: chosen.slice(0, 9),
    });
    // To be replaced at the end of this month by an upcoming channel from the 1st of next month.
    addRow(ctx, agreement, chosen[9] as string, {
      parentRowId: packageId,
      channelNumber: chosen[9],
      price: '0.00',
      endDate: endOfMonth(today),
    });
    const upcoming = pool[10]?.productNumber ?? 'KAN030';
    addRow(ctx, agreement, upcoming, {
      parentRowId: packageId,
      channelNumber: upcoming,
      price: '0.00',
      startDate: startOfMonth(today, 1),
      endDate: null,
    });
    // Chosen earlier and ended.
    const ended = pool[11]?.productNumber ?? 'KAN031';
    addRow(ctx, agreement, ended, {
      parentRowId: packageId,
      channelNumber: ended,
      price: '0.00',
      endDate: endOfMonth(today, -4),
    });
    const broadband = addAgreement(ctx, customer, { startDate: startOfMonth(today, -14) });
    addBroadbandBundle(ctx, broadband, { speed: 'BASIP1000' });
    addInvoices(ctx, customer, [...PAID_3]);
    addTvDiagnostics(ctx, customer);
    customers.push(customer);
  }

  // 100005: protected identity.
  {
    const customer = createCustomer(ctx, F.protectedIdentity, {
      overrides: { protectedIdentity: true, nixCode: 'ALL' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -40) });
    addBroadbandBundle(ctx, agreement, { speed: 'BAS100' });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100006: trustee (god man).
  {
    const person = generatePerson(rng, { today, minAge: 78, maxAge: 92 });
    const customer = createCustomer(ctx, F.trustee, {
      person,
      overrides: {
        hasTrustee: true,
        invoiceCoAddress: 'c/o God man Lennart Holm',
        otherInformation: 'Kunden har god man. All kontakt via god man Lennart Holm, 070-214 55 81.',
      },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -60) });
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100007: credit check not done (the last one failed).
  {
    const customer = createCustomer(ctx, F.creditCheckNotDone, { overrides: { creditCheckDone: false } });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -1) });
    addTvBundle(ctx, agreement, { packageNumber: 'TVMIX5', boxes: 1 });
    addCreditCheck(ctx, customer, -99, 35);
    customers.push(customer);
  }

  // 100008: only ended agreements.
  {
    const customer = createCustomer(ctx, F.noActiveAgreements);
    const tv = addAgreement(ctx, customer, {
      startDate: startOfMonth(today, -50),
      endDate: endOfMonth(today, -5),
    });
    addTvBundle(ctx, tv, { packageNumber: 'TVSTART', boxes: 1 });
    const broadband = addAgreement(ctx, customer, {
      startDate: startOfMonth(today, -50),
      endDate: endOfMonth(today, -5),
    });
    addBroadbandBundle(ctx, broadband, { speed: 'BAS100' });
    addEmails(ctx, customer, { count: 2 });
    customers.push(customer);
  }

  // 100009: on collection.
  {
    const customer = createCustomer(ctx, F.onCollection, {
      overrides: { temporarilySuspended: true, paymentType: 'BANKGIRO' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -20) });
    // Terminated: ends in two days, within the 3 days of continue's warning.
    addBroadbandBundle(ctx, agreement, { speed: 'BAS500', endDate: addDays(today, 2) });
    addInvoices(ctx, customer, [
      { k: 1, state: 'collection' },
      { k: 2, state: 'overdue', reminders: 2 },
      { k: 3, state: 'overdue', reminders: 0 },
    ]);
    customers.push(customer);
  }

  // 100010: every card-row class on one agreement.
  {
    const customer = createCustomer(ctx, F.hardwareAllCardClasses, { city: stockholm });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -36) });
    addRow(ctx, agreement, 'TVSTOR');
    addRow(ctx, agreement, 'BAS500');
    const boxes = ['BOX019', 'BOX020', 'BOX022', 'BOX015', 'BOX025', 'BOX023'];
    boxes.forEach((box, index) => {
      addBox(ctx, agreement, box, index + 1);
      addCard(ctx, agreement, index + 1);
    });
    addRouter(ctx, agreement, 'BRED008', 20);
    addBox(ctx, agreement, 'HUB001', 30);
    // Inactive (0), swapped out (99), in transit (907-927) and returned (>= 995).
    addBox(ctx, agreement, 'BOX015', 0, { price: '0.00' });
    addCard(ctx, agreement, 0);
    addBox(ctx, agreement, 'BOX019', 99, { price: '0.00', endDate: addDays(today, -10) });
    addCard(ctx, agreement, 99, { productNumber: 'BYTCGKORT' });
    addBox(ctx, agreement, 'GARBOX022', 915, { startDate: addDays(today, 2) });
    addCard(ctx, agreement, 907, { productNumber: 'GARCGKORT', startDate: addDays(today, 2) });
    addCard(ctx, agreement, 927, { startDate: addDays(today, 3) });
    addBox(ctx, agreement, 'BOX015', 995, { price: '0.00', endDate: addDays(today, -60) });
    addRouter(ctx, agreement, 'BRED007', 999, { price: '0.00', endDate: addDays(today, -90) });
    addInvoices(ctx, customer, [...PAID_3]);
    addTvDiagnostics(ctx, customer, { troubleshooting: true });
    customers.push(customer);
  }

  // 100011: ended, ending, bound and upcoming rows on one active agreement.
  {
    const customer = createCustomer(ctx, F.endingAndBoundRows);
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -6) });
    addRow(ctx, agreement, 'TVMIX5', { bindingMonths: 24 });
    addRow(ctx, agreement, 'BAS250', { startDate: startOfMonth(today, -2), bindingMonths: 12 });
    addRow(ctx, agreement, 'TVSPORT', { endDate: endOfMonth(today) });
    addRow(ctx, agreement, 'TVFILM', { endDate: addDays(today, 2) });
    addRow(ctx, agreement, 'FASTIP', { endDate: endOfMonth(today, 4) });
    addRow(ctx, agreement, 'PLAYPLUS', {
      startDate: startOfMonth(today, -5),
      endDate: endOfMonth(today, -2),
    });
    addRow(ctx, agreement, 'SAKERSURF', { startDate: startOfMonth(today, 1) });
    addRow(ctx, agreement, 'PLAY');
    addBox(ctx, agreement, 'BOX022', 1, { bindingMonths: 24 });
    addCard(ctx, agreement, 1);
    addRouter(ctx, agreement, 'BRED009', 20, { startDate: startOfMonth(today, -2), bindingMonths: 12 });
    addRow(ctx, agreement, 'INSTALLATION', { priceList: 42, startDate: startOfMonth(today, -6) });
    addInvoices(ctx, customer, [...PAID_3, { k: 4, state: 'open' }]);
    customers.push(customer);
  }

  // 100012: campaign rows with discount sub-rows.
  {
    const customer = createCustomer(ctx, F.campaignWithDiscounts);
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -3) });
    addTvBundle(ctx, agreement, {
      packageNumber: 'TVMIX10',
      boxes: 1,
      bindingMonths: 12,
      campaign: {
        id: CAMPAIGN_ID.WELCOME,
        campaignPrice: '199.50',
        endDate: endOfMonth(today, 3),
        discount: '-199.50',
      },
    });
    addBroadbandBundle(ctx, agreement, {
      speed: 'BASIP1000',
      bindingMonths: 24,
      campaign: {
        id: CAMPAIGN_ID.BROADBAND_AUTUMN,
        campaignPrice: '299.00',
        endDate: endOfMonth(today, 9),
        discount: '-250.00',
      },
    });
    const playPlus = addRow(ctx, agreement, 'PLAYPLUS', { campaignId: CAMPAIGN_ID.THREE_FREE_MONTHS });
    addRow(ctx, agreement, 'FRI3MAN', {
      parentRowId: playPlus,
      price: '-49.00',
      campaignId: CAMPAIGN_ID.THREE_FREE_MONTHS,
      endDate: endOfMonth(today, 1),
    });
    // Compensation (document 2 section 9): price list 31, quantity -1, type 3, invoice code 2.
    addRow(ctx, agreement, 'KOMPENSATION', {
      price: '150.00',
      quantity: -1,
      priceList: 31,
      invoiceCode: 2,
      startDate: addDays(today, -3),
      endDate: addDays(today, -3),
    });
    // An expired campaign price: the list price applies again.
    addRow(ctx, agreement, 'TVSPORT', {
      campaignId: CAMPAIGN_ID.MIX_SUMMER_ENDED,
      campaignPrice: '199.00',
      campaignEndDate: endOfMonth(today, -1),
    });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100013: expired temporary address.
  {
    const customer = createCustomer(ctx, F.expiredTemporaryAddress);
    const agreement = addAgreement(ctx, customer);
    // Terminated at last year's price (list price 379 kr then, 399 kr now): ends at the end of next month.
    addBroadbandBundle(ctx, agreement, { speed: 'BAS250', price: '379.00', endDate: endOfMonth(today, 1) });
    addTemporaryAddress(ctx, customer, addDays(today, -20));
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100014: many and long operator alerts.
  {
    const customer = createCustomer(ctx, F.longOperatorAlerts);
    const agreement = addAgreement(ctx, customer);
    addTvBundle(ctx, agreement, { packageNumber: 'TVMIX5', boxes: 2 });
    addOperatorAlerts(ctx, customer, { long: true });
    addObjectLogs(ctx, customer);
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100015: fixed telephony with call records.
  {
    const customer = createCustomer(ctx, F.telephonyWithPhoneRecords);
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -24) });
    addTelephonyBundle(ctx, agreement);
    addPhoneRecords(ctx, agreement, 3);
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100016: e-mails with duplicates from the marketing system.
  {
    const customer = createCustomer(ctx, F.duplicateEmails);
    const agreement = addAgreement(ctx, customer);
    addBroadbandBundle(ctx, agreement, { speed: 'BAS500' });
    addEmails(ctx, customer, { count: 4, duplicates: true });
    addTextMessages(ctx, customer);
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100017: collective agreement (price list 37) with one-time costs (price list 42).
  {
    const hsb = collectiveAgreement(4);
    const customer = createCustomer(ctx, F.collective, {
      mainAgreement: hsb,
      city: CITY_BY_NAME.get('Västerås'),
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -26), category: 200 });
    addRow(ctx, agreement, 'KOLLTV', { priceList: 37 });
    addRow(ctx, agreement, 'KOLLBB', { priceList: 37 });
    addRow(ctx, agreement, 'TEKNISKTPAKET', { priceList: 37 });
    addBox(ctx, agreement, 'BOX022', 1, { priceList: 37, price: '0.00' });
    addCard(ctx, agreement, 1, { priceList: 37 });
    addRouter(ctx, agreement, 'BRED008', 20, { priceList: 37, price: '0.00' });
    addTvBundle(ctx, agreement, { packageNumber: 'TVMIX10', boxes: 0 });
    addBox(ctx, agreement, 'BOX019', 2);
    addCard(ctx, agreement, 2);
    addRow(ctx, agreement, 'STARTAVGIFT', { priceList: 42, startDate: startOfMonth(today, -2) });
    addRow(ctx, agreement, 'INSTALLATION', { priceList: 42, startDate: startOfMonth(today, -2) });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100018: an agreement without address id.
  {
    const customer = createCustomer(ctx, F.noPurchasableAddress);
    const agreement = addAgreement(ctx, customer, { noAddressId: true, mainAgreement: null });
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100019 and 100020: the same person twice (merge).
  {
    const person = generatePerson(rng, { today });
    const source = createCustomer(ctx, F.mergeSource, { person });
    addTvBundle(ctx, addAgreement(ctx, source), { packageNumber: 'TVMIX5', boxes: 1 });
    // The moving fee of a move (document 3 section 9): price list 31, quantity 1, type 3, invoice code 2.
    addRow(ctx, source.agreements[0] as AgreementHandle, 'FLYTT', {
      priceList: 31,
      invoiceCode: 2,
      startDate: today,
      endDate: today,
    });
    const target = createCustomer(ctx, F.mergeTarget, { person, overrides: { email: source.email } });
    addBroadbandBundle(ctx, addAgreement(ctx, target), { speed: 'BAS250' });
    addInvoices(ctx, source, [...PAID_3]);
    addInvoices(ctx, target, [...PAID_3]);
    customers.push(source, target);
  }

  // 100021: bought five days ago (regret possible).
  {
    const customer = createCustomer(ctx, F.recentPurchase, { overrides: { createdAt: addDays(today, -6) } });
    const agreement = addAgreement(ctx, customer, { startDate: addDays(today, -5) });
    addBroadbandBundle(ctx, agreement, { speed: 'BAS500', bindingMonths: 12 });
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addParcel(ctx, customer, 'DELIVERED', 'Hyrrouter Wi-Fi 6, Hyrbox HD, Programkort');
    addCreditCheck(ctx, customer, 0, 6);
    customers.push(customer);
  }

  // 100022: paused services (pause from next month, restart in three months, PAUS fee).
  {
    const customer = createCustomer(ctx, F.paused);
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -30) });
    addRow(ctx, agreement, 'TVMIX5', { endDate: endOfMonth(today) });
    addRow(ctx, agreement, 'TVMIX5', { startDate: startOfMonth(today, 3) });
    // The box stays with the customer during the pause, its hire billed: kept without the TV, as the agent chose.
    const kept = { keptWithoutService: 'Boxen står kvar hos kunden under pausen' };
    addBox(ctx, agreement, 'BOX019', 1, kept);
    addCard(ctx, agreement, 1, kept);
    // The fee falls on the pause's first day (invoiced then, not yet).
    addRow(ctx, agreement, 'PAUS', {
      priceList: 31,
      invoiceCode: 4,
      startDate: startOfMonth(today, 1),
      price: '295.00',
    });
    const broadband = addAgreement(ctx, customer, { startDate: startOfMonth(today, -30) });
    addBroadbandBundle(ctx, broadband, { speed: 'BAS100' });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100023: invalid e-mail address.
  {
    const customer = createCustomer(ctx, F.invalidEmail);
    customer.row.email = `${customer.firstName.toLowerCase()}.${customer.lastName.toLowerCase()}@`;
    customer.email = customer.row.email;
    // Terminated: ends at the end of this month.
    addBroadbandBundle(ctx, addAgreement(ctx, customer), { speed: 'BAS250', endDate: endOfMonth(today) });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100024: parcels in every state, TV diagnostics, play id, connection status (a netadmin access beside its own).
  {
    const customer = createCustomer(ctx, F.parcelsAndTvDiagnostics, {
      overrides: { playExternalId: 'PLAY-24240024' },
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -10) });
    addTvBundle(ctx, agreement, { packageNumber: 'TVMIX10', boxes: 2 });
    addBroadbandBundle(ctx, agreement, { speed: 'BAS250' });
    for (const status of PARCEL_STATUSES) {
      addParcel(
        ctx,
        customer,
        status,
        status === 'RETURNED' ? 'Hyrbox 4K (retur)' : 'Hyrbox 4K, Programkort',
      );
    }
    addTvDiagnostics(ctx, customer, { troubleshooting: true });
    addConnectionStatusDemo(ctx, customer.addressId, [
      { service: 'Bredband 250/250', operationalState: 'UP' },
      { service: 'Sappa Mix 10', operationalState: 'UP' },
      { service: 'Sappa Play', operationalState: 'DOWN' },
    ]);
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100025: business customer on a collective main agreement.
  {
    const norrland = collectiveAgreement(5);
    const customer = createCustomer(ctx, F.businessCollective, {
      business: true,
      mainAgreement: norrland,
      city: CITY_BY_NAME.get('Umeå'),
    });
    const agreement = addAgreement(ctx, customer, { startDate: startOfMonth(today, -15), category: 200 });
    addRow(ctx, agreement, 'KOLLBB', { priceList: 37 });
    addTvBundle(ctx, agreement, { packageNumber: 'FORETAGTV', boxes: 1 });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100026: an open invoice that is not yet due.
  {
    const customer = createCustomer(ctx, F.unpaidNotDue, { overrides: { paymentType: 'BANKGIRO' } });
    addBroadbandBundle(ctx, addAgreement(ctx, customer), { speed: 'BASIP1000' });
    addInvoices(ctx, customer, [...PAID_3, { k: 4, state: 'open' }]);
    customers.push(customer);
  }

  // 100027: two deferments in the last 12 months and an overdue invoice.
  {
    const customer = createCustomer(ctx, F.defermentRed, { overrides: { paymentType: 'BANKGIRO' } });
    addTvBundle(ctx, addAgreement(ctx, customer, { startDate: startOfMonth(today, -24) }), {
      packageNumber: 'TVSTOR',
      boxes: 1,
    });
    const invoices = addInvoices(ctx, customer, [
      { k: 1, state: 'paid' },
      { k: 2, state: 'paid' },
      { k: 3, state: 'overdue', reminders: 0 },
    ]);
    if (invoices[0]) addDeferment(ctx, customer, invoices[0], 14);
    if (invoices[1]) addDeferment(ctx, customer, invoices[1], 10);
    customers.push(customer);
  }

  // 100028: documents of every type and print state.
  {
    const customer = createCustomer(ctx, F.documents);
    const agreement = addAgreement(ctx, customer);
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addDocument(ctx, customer, agreement, 'PDF', 'TO_BE_PRINTED', 'Välkomstbrev');
    addDocument(ctx, customer, agreement, 'PDF', 'PRINTED', 'Avtalsbekräftelse');
    addDocument(ctx, customer, agreement, 'PDF', 'EMAILED', 'Bekräftelse uppsägning');
    addDocument(ctx, customer, agreement, 'PNG', 'HANDLED_MANUALLY', 'Foto på skadad box');
    addDocument(ctx, customer, agreement, 'WAV', 'HANDLED_MANUALLY', 'Inspelat samtal');
    addDocument(ctx, customer, undefined, 'DOCM', 'TO_BE_PRINTED', 'Fullmakt');
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  // 100029: broadband and TV in Stockholm on Öppen fiber (1101), to be moved to addresses.moveTarget.
  {
    const customer = createCustomer(ctx, F.moveAgreement, {
      city: stockholm,
      mainAgreement: collectiveAgreement(1),
    });
    const agreement = addAgreement(ctx, customer);
    addBroadbandBundle(ctx, agreement, { speed: 'BAS250' });
    addTvBundle(ctx, agreement, { packageNumber: 'TVSTART', boxes: 1 });
    addInvoices(ctx, customer, [...PAID_3]);
    customers.push(customer);
  }

  return customers;
}
