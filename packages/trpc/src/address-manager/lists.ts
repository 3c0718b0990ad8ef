import {
  groupsFor,
  netadminAddressesSchema,
  netadminCustomersSchema,
  VISMA_ADDRESS_STATES,
  verticalFiltersSchema,
  verticalSearchSchema,
  vismaAddressesSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listNetadminAddresses, listNetadminCustomers } from './netadmin-service.ts';
import { exportVerticalAddresses, searchVerticalAddresses } from './vertical-service.ts';
import { listVismaAddresses } from './visma-service.ts';

const paged = { total: z.number().int(), pageSize: z.number().int() };
const text = z.string().nullable();

/** /sappis/address-manager/netadmin-addresses: the accesses the network's administration system reports. */
export const netadminAddresses = requireGroups(...groupsFor('netadminAddresses'))
  .input(netadminAddressesSchema)
  .output(
    z.object({
      accesses: z.array(
        z.object({
          accessId: z.number().int(),
          addressId: z.string(),
          composite: z.string(),
          externalId: z.string(),
          mainAgreementNumber: z.number().int(),
          mainAgreementName: z.string(),
          validFrom: z.string(),
          validTo: text,
          activeAgreements: z.number().int(),
          netadminId: z.number().int().nullable(),
          owner: text,
          productExposure: text,
          transmission: text,
          verification: text,
        }),
      ),
      ...paged,
    }),
  )
  .query(({ ctx, input }) => listNetadminAddresses(ctx.prisma, input));

/** /sappis/address-manager/netadmin-customers: customers with active agreements at netadmin addresses. */
export const netadminCustomers = requireGroups(...groupsFor('netadminCustomers'))
  .input(netadminCustomersSchema)
  .output(
    z.object({
      customers: z.array(
        z.object({
          customerNumber: z.number().int(),
          customerName: z.string(),
          agreementNumber: z.number().int(),
          addressId: z.string(),
          address: z.string(),
          externalId: z.string(),
          owner: text,
          verification: text,
          transmission: text,
        }),
      ),
      ...paged,
    }),
  )
  .query(({ ctx, input }) => listNetadminCustomers(ctx.prisma, input));

const commercialProcedure = requireGroups(...groupsFor('commercialAddresses'));

/** The vertical address search (document 1 section 7.2) on /sappis/address-manager/commercial. */
export const verticalSearch = commercialProcedure
  .input(verticalSearchSchema)
  .output(
    z.object({
      addresses: z.array(
        z.object({
          addressId: z.string(),
          composite: z.string(),
          network: text,
          transmission: text,
          validTo: text,
          mainAgreementNumber: z.number().int().nullable(),
          mainAgreementName: text,
          premisesType: text,
          accessValidTo: text,
        }),
      ),
      ...paged,
    }),
  )
  .query(({ ctx, input }) => searchVerticalAddresses(ctx.prisma, input));

/** Its export: the same selection as a CSV file (the web app saves it as a download). */
export const verticalExport = commercialProcedure
  .input(verticalFiltersSchema)
  .output(z.object({ fileName: z.string(), rowCount: z.number().int(), csv: z.string() }))
  .query(({ ctx, input }) => exportVerticalAddresses(ctx.prisma, input));

/** /sappis/address-manager/visma-addresses: billing-system delivery addresses against the register. */
export const vismaAddresses = requireGroups(...groupsFor('vismaAddresses'))
  .input(vismaAddressesSchema)
  .output(
    z.object({
      agreements: z.array(
        z.object({
          agreementNumber: z.number().int(),
          customerNumber: z.number().int(),
          customerName: z.string(),
          deliveryAddress: z.string(),
          deliveryPostalCode: text,
          deliveryCity: z.string(),
          addressId: text,
          composite: text,
          state: z.enum(VISMA_ADDRESS_STATES),
        }),
      ),
      ...paged,
    }),
  )
  .query(({ ctx, input }) => listVismaAddresses(ctx.prisma, input));
