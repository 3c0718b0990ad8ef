import type { Prisma } from '@prisma/client';
import type { City } from '../data/places.ts';
import { addDays, addMonths, endOfMonth, startOfMonth } from '../dates.ts';
import {
  customerEmail,
  type GeneratedAddress,
  type GeneratedPerson,
  generateAddress,
  generateCompany,
  generatePerson,
  landlineNumber,
  mobileNumber,
} from '../generators.ts';
import { registerAddress } from './addresses.ts';
import {
  type AgreementHandle,
  addBroadbandBundle,
  addRow,
  addTelephonyBundle,
  addTvBundle,
  createAgreement,
} from './agreements.ts';
import { CAMPAIGN_ID } from './campaigns.ts';
import type { DemoContext } from './context.ts';
import { type MainAgreementSeed, mainAgreementForCity } from './main-agreements.ts';

/** Customers of the main provider system and their agreements. */

export interface CustomerHandle {
  id: number;
  customerNumber: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: string | null;
  phone: string | null;
  personalId: string;
  business: boolean;
  address: GeneratedAddress;
  addressId: string;
  mainAgreement: MainAgreementSeed;
  agreements: AgreementHandle[];
  row: Prisma.CustomerCreateManyInput;
}

export interface CustomerOptions {
  business?: boolean;
  person?: GeneratedPerson;
  /** Overrides of the customer row (flags such as protectedIdentity, hasTrustee, creditCheckDone...). */
  overrides?: Partial<Prisma.CustomerCreateManyInput>;
  mainAgreement?: MainAgreementSeed;
  /** City of the customer's address (defaults to a random, population-weighted city). */
  city?: City;
}

const NIX_CODES = [
  'NOT_NIXED',
  'PHONE',
  'MAIL',
  'SMS',
  'MAIL_AND_PHONE',
  'SMS_AND_PHONE',
  'SMS_AND_MAIL',
  'ALL',
] as const;

export function createCustomer(
  ctx: DemoContext,
  customerNumber: number,
  options: CustomerOptions = {},
): CustomerHandle {
  const { rng, today, data } = ctx;
  const person = options.person ?? generatePerson(rng, { today });
  const address = generateAddress(rng, { apartmentShare: options.business ? 0 : 0.55, city: options.city });
  const mainAgreement = options.mainAgreement ?? mainAgreementForCity(address.city);
  const addressId = registerAddress(ctx, address, {
    mainAgreement,
    connections: [{ service: 'Bredband', operationalState: rng.pick(['UP', 'UP', 'UP', 'DOWN']) }],
  });
  const company = options.business ? generateCompany(rng, person.lastName) : undefined;
  const name = company?.name ?? `${person.firstName} ${person.lastName}`;
  const email = customerEmail(rng, person.firstName, person.lastName);
  const mobilePhone = rng.chance(0.92) ? mobileNumber(rng) : null;
  const phone = rng.chance(options.business ? 0.9 : 0.25) ? landlineNumber(rng, address.cityRef) : null;
  const id = ctx.ids.take('customer');
  const deliveryAddress = `${address.streetAddress}${address.apartment ? ` lgh ${address.apartment}` : ''}`;
  const row: Prisma.CustomerCreateManyInput = {
    id,
    customerNumber,
    name,
    firstName: person.firstName,
    lastName: person.lastName,
    email,
    mobilePhone,
    phone,
    personalId: company?.organisationNumber ?? person.personalId,
    customerType: options.business ? 'BUSINESS' : 'PRIVATE',
    nixCode: rng.weighted(NIX_CODES.map((code, index) => [code, index === 0 ? 60 : 1] as const)),
    deliveryAddress,
    deliveryPostalCode: address.zipCode,
    deliveryCity: address.city,
    invoiceName: company ? `${company.name}, att: ${person.firstName} ${person.lastName}` : name,
    invoiceAddress: deliveryAddress,
    invoiceCoAddress: rng.chance(0.05)
      ? `c/o ${rng.pick(['Lindgren', 'Berg', 'Ekonomibyrån Norr AB'])}`
      : null,
    invoicePostalCode: address.zipCode,
    invoiceCity: address.city,
    invoiceDeliveryType: options.business
      ? rng.pick(['EMAIL', 'E_INVOICE', 'EDI'] as const)
      : rng.weighted([
          ['LETTER', 3],
          ['EMAIL', 5],
          ['E_INVOICE', 4],
          ['DNN', 1],
          ['OTHER', 0.3],
        ] as const),
    paymentType: rng.weighted([
      ['AUTOGIRO', 5],
      ['BANKGIRO', 4],
      ['OTHER', 0.5],
    ] as const),
    protectedIdentity: false,
    hasTrustee: false,
    creditCheckDone: true,
    temporarilySuspended: false,
    playExternalId: rng.chance(0.4) ? `PLAY-${rng.digits(8)}` : null,
    otherInformation: rng.chance(0.15)
      ? rng.pick([
          'Kunden vill bli kontaktad via e-post i första hand.',
          'Kunden är hörselskadad – använd sms eller e-post.',
          'Portkod 4512. Tekniker ska ringa innan besök.',
          'Kunden har tidigare fått kompensation för driftstörning.',
        ])
      : null,
    createdAt: addDays(today, -rng.int(30, 3650)),
    ...options.overrides,
  };
  // A play account in use is linked to the customer's e-mail (koppladEPostAdress).
  row.playLinkedEmail ??= row.playExternalId ? row.email : null;
  data.customers.push(row);
  return {
    id,
    customerNumber,
    name,
    firstName: person.firstName,
    lastName: person.lastName,
    email: row.email ?? null,
    mobilePhone: row.mobilePhone ?? null,
    phone: row.phone ?? null,
    personalId: row.personalId,
    business: options.business ?? false,
    address,
    addressId,
    mainAgreement,
    agreements: [],
    row,
  };
}

export interface CustomerAgreementOptions {
  startDate?: Date;
  endDate?: Date;
  /** The agreement has no address id (no purchasable delivery address). */
  noAddressId?: boolean;
  /** Deliver to another address than the customer's own (e.g. a summer house). */
  otherAddress?: boolean;
  category?: number;
  mainAgreement?: MainAgreementSeed | null;
}

export function addAgreement(
  ctx: DemoContext,
  customer: CustomerHandle,
  options: CustomerAgreementOptions = {},
): AgreementHandle {
  const { rng, today } = ctx;
  let address = customer.address;
  let addressId: string | null = customer.addressId;
  let mainAgreement: MainAgreementSeed | null =
    options.mainAgreement === undefined ? customer.mainAgreement : options.mainAgreement;
  if (options.otherAddress) {
    address = generateAddress(rng);
    mainAgreement = mainAgreementForCity(address.city);
    addressId = registerAddress(ctx, address, { mainAgreement });
  }
  if (options.noAddressId) addressId = null;
  const agreement = createAgreement(ctx, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: customer.agreements.length + 1,
    business: customer.business,
    deliveryAddress: `${address.streetAddress}${address.apartment ? ` lgh ${address.apartment}` : ''}`,
    deliveryPostalCode: address.zipCode,
    deliveryCity: address.city,
    addressId,
    mainAgreement,
    startDate: options.startDate ?? startOfMonth(today, -rng.int(2, 84)),
    endDate: options.endDate,
    category: options.category,
    orderInfo: rng.chance(0.2)
      ? rng.pick([
          'Installation utförd av tekniker. Fiberkonverter i hallen.',
          'Kunden har eget nätverksuttag i vardagsrummet.',
          'Flyttad från tidigare adress, samma utrustning.',
          'Beställd via webbshop.',
        ])
      : undefined,
  });
  customer.agreements.push(agreement);
  return agreement;
}

/** Add-ons that need the agreement's service: TV channels and Play Plus on TV, a fixed IP on broadband. */
const ADD_ONS: Record<'tv' | 'broadband' | 'telephony', readonly string[]> = {
  tv: ['TVSPORT', 'TVFILM', 'PLAYPLUS'],
  broadband: ['FASTIP'],
  telephony: [],
};

/** A typical customer: one to three agreements with TV, broadband and sometimes telephony. */
export function buildGenericCustomer(ctx: DemoContext, customerNumber: number): CustomerHandle {
  const { rng, today } = ctx;
  const business = rng.chance(0.06);
  const customer = createCustomer(ctx, customerNumber, {
    business,
    overrides: {
      protectedIdentity: rng.chance(0.02),
      hasTrustee: rng.chance(0.02),
      creditCheckDone: rng.chance(0.96),
    },
  });
  const agreementCount = rng.weighted([
    [1, 5],
    [2, 4],
    [3, 1],
  ] as const);
  for (let i = 0; i < agreementCount; i++) {
    const ended = i > 0 && rng.chance(0.15);
    const startDate = startOfMonth(today, -rng.int(ended ? 30 : 1, 96));
    const endDate = ended ? endOfMonth(addMonths(startDate, rng.int(6, 24))) : undefined;
    const agreement = addAgreement(ctx, customer, {
      startDate,
      endDate: endDate && endDate < today ? endDate : undefined,
      otherAddress: i > 0 && rng.chance(0.2),
    });
    const kind = rng.weighted([
      ['tv', 4],
      ['broadband', 4],
      ['telephony', 1],
    ] as const);
    const recent = startDate > addMonths(today, -24);
    const bindingMonths = recent && rng.chance(0.5) ? rng.pick([12, 24]) : undefined;
    const campaign =
      recent && !agreement.ended && rng.chance(0.2)
        ? {
            id: CAMPAIGN_ID.WELCOME,
            campaignPrice: '99.00',
            endDate: addMonths(startDate, 6),
            discount: '-100.00',
          }
        : undefined;
    if (kind === 'tv') {
      addTvBundle(ctx, agreement, {
        bindingMonths,
        campaign,
        packageNumber: business ? 'FORETAGTV' : undefined,
      });
    } else if (kind === 'broadband') {
      addBroadbandBundle(ctx, agreement, {
        bindingMonths,
        campaign,
        speed: business ? 'FORETAGBB' : undefined,
      });
    } else {
      addTelephonyBundle(ctx, agreement);
    }
    // Some active add-ons of the agreement's own service end soon or later (terminated but still running).
    const addOns = ADD_ONS[kind];
    if (!agreement.ended && addOns.length > 0 && rng.chance(0.12)) {
      addRow(ctx, agreement, rng.pick(addOns), {
        startDate: addMonths(startDate, 1),
        endDate: rng.chance(0.5) ? endOfMonth(today) : endOfMonth(today, rng.int(2, 5)),
      });
    }
    if (rng.chance(0.1)) addRow(ctx, agreement, 'STARTAVGIFT', { priceList: 42 });
  }
  return customer;
}
