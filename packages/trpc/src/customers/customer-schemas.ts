import { PROVISIONING_ACTIONS, PROVISIONING_STATUSES } from '@sappis/shared';
import { z } from 'zod';
import { customerHandOversOutput } from '../agreements/assignment/pending-hand-overs.ts';

export const agreementRowOutput = z.object({
  id: z.number().int(),
  rowNumber: z.number().int(),
  parentRowId: z.number().int().nullable(),
  type: z.enum(['SERVICE', 'CARD', 'EXTRA_BILLING', 'HARDWARE', 'ADDON']),
  productType: z.enum(['SERVICE', 'CARD', 'EXTRA_BILLING', 'HARDWARE', 'ADDON']),
  productNumber: z.string(),
  productName: z.string(),
  category: z.string(),
  card: z.number().int(),
  campaignId: z.number().int().nullable(),
  priceList: z.number().int(),
  price: z.number(),
  campaignPrice: z.number().nullable(),
  quantity: z.number().int(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  campaignEndDate: z.iso.date().nullable(),
  boundUntil: z.iso.date().nullable(),
  invoicedUntil: z.iso.date().nullable(),
  saleDate: z.iso.date().nullable(),
  sellerName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  camId: z.string().nullable(),
  cardNumber: z.string().nullable(),
  selectableChannelCount: z.number().int().nullable(),
  /** False when the row's product is missing from the product catalogue ('product information missing'). */
  productKnown: z.boolean(),
  /** The row's latest provisioning order (null: none), for the row's note (rowProvisioningNote). */
  provisioning: z
    .object({
      status: z.enum(PROVISIONING_STATUSES),
      action: z.enum(PROVISIONING_ACTIONS),
      dueOn: z.iso.date(),
      message: z.string().nullable(),
    })
    .nullable(),
});

export const temporaryAddressOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  co: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  phoneNumber: z.string().nullable(),
  validThrough: z.iso.date(),
  /** Valid through today or later. */
  active: z.boolean(),
});

export const operatorAlertGroupOutput = z.object({
  group: z.string(),
  alerts: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

/** The address of an active agreement has an end date on its main agreement (document 1 section 8). */
export const addressEndDateOutput = z.object({
  agreementNumber: z.number().int(),
  address: z.string(),
  endDate: z.iso.date(),
  system: z.enum(['BILLING', 'OPEN_NETWORK']),
  mainAgreementNumber: z.number().int(),
});

export const memoOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  startsAt: z.iso.date().nullable(),
  endsAt: z.iso.date().nullable(),
  /** Flagged active and within its validity interval. */
  active: z.boolean(),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('MAIN_AGREEMENT'), mainAgreementNumber: z.number().int() }),
    z.object({ kind: z.literal('OPERATOR'), operator: z.string() }),
    z.object({ kind: z.literal('MAIN_CENTRAL'), mainCentral: z.string() }),
  ]),
  createdAt: z.iso.datetime(),
});

export const agreementOutput = z.object({
  id: z.number().int(),
  agreementNumber: z.number().int(),
  deliveryAddress: z.string(),
  deliveryPostalCode: z.string().nullable(),
  deliveryCity: z.string(),
  addressId: z.string().nullable(),
  category: z.number().int(),
  distributionNetwork: z.string().nullable(),
  mainCentral: z.string().nullable(),
  mainAgreementNumber: z.number().int().nullable(),
  mainAgreementName: z.string().nullable(),
  ended: z.boolean(),
  rows: z.array(agreementRowOutput),
});

export const customerOutput = z.object({
  id: z.number().int(),
  customerNumber: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  personalId: z.string(),
  customerType: z.enum(['PRIVATE', 'BUSINESS']),
  nixCode: z.string(),
  deliveryAddress: z.string().nullable(),
  deliveryPostalCode: z.string().nullable(),
  deliveryCity: z.string().nullable(),
  invoiceName: z.string().nullable(),
  invoiceAddress: z.string().nullable(),
  invoiceCoAddress: z.string().nullable(),
  invoicePostalCode: z.string().nullable(),
  invoiceCity: z.string().nullable(),
  invoiceDeliveryType: z.string(),
  paymentType: z.string(),
  protectedIdentity: z.boolean(),
  hasTrustee: z.boolean(),
  creditCheckDone: z.boolean(),
  temporarilySuspended: z.boolean(),
  otherInformation: z.string().nullable(),
  securityClass: z.number().int().min(0).max(3),
  /** kundNixKod as its number 0-7. */
  nixCodeNumber: z.number().int().min(0).max(7),
  /** An unpaid invoice past its due date: the services are paused. */
  hasOverdueUnpaidInvoice: z.boolean(),
  temporaryAddress: temporaryAddressOutput.nullable(),
  operatorAlertGroups: z.array(operatorAlertGroupOutput),
  addressEndDates: z.array(addressEndDateOutput),
  memos: z.array(memoOutput),
  agreements: z.array(agreementOutput),
  /** Assignments registered and not yet handed over, of this customer's agreements and to this customer. */
  handOvers: customerHandOversOutput,
});

export type CustomerOutput = z.infer<typeof customerOutput>;
