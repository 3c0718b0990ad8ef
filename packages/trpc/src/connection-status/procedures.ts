import { ACCESS_DIAGNOSTIC_KINDS, dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { getConnectionStatus, listAgreementAccesses, runAccessDiagnostic } from './service.ts';

const accessInput = z.object({ accessId: dbId('Ogiltig access') });

const netadminSchema = z.object({
  id: z.number().int().nullable(),
  owner: z.string().nullable(),
  productExposure: z.string().nullable(),
  transmission: z.string().nullable(),
  verification: z.string().nullable(),
});

/** The accesses at an agreement's address, with the multiple-accesses fault and the netadmin data. */
export const accesses = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Ogiltigt avtalsnummer') }))
  .output(
    z.object({
      addressId: z.string().nullable(),
      multipleAccesses: z.boolean(),
      accesses: z.array(
        z.object({
          id: z.number().int(),
          externalId: z.string(),
          network: z.string(),
          mainCentral: z.string().nullable(),
          orderNumber: z.string().nullable(),
          premisesType: z.string(),
          source: z.string(),
          validFrom: z.string(),
          validTo: z.string().nullable(),
          active: z.boolean(),
          netadmin: netadminSchema.nullable(),
          netadminRaw: z.unknown(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listAgreementAccesses(ctx.prisma, input.agreementNumber, isoDay(ctx.now())));

/** Connection status 'Inkopplingsstatus' of an access, from the network's ON-API. */
export const status = customerViewProcedure
  .input(accessInput)
  .output(
    z.object({
      accessId: z.number().int(),
      externalId: z.string(),
      network: z.string(),
      address: z.object({
        streetName: z.string(),
        streetNumber: z.string(),
        littera: z.string().nullable(),
        apartmentNumber: z.string().nullable(),
        distinguisher: z.string().nullable(),
        postalCode: z.string(),
        city: z.string(),
      }),
      addressText: z.string(),
      services: z.array(
        z.object({ service: z.string(), reference: z.string().nullable(), operationalState: z.string() }),
      ),
      raw: z.record(z.string(), z.unknown()),
    }),
  )
  .query(({ ctx, input }) => getConnectionStatus(ctx.prisma, ctx.adapters.networkApi, input.accessId));

/** One of the five diagnostics (Hardware Info, MAC Address Table, Lease Info, IGMP Snooping, Link Status). */
export const diagnostic = customerViewProcedure
  .input(accessInput.extend({ kind: z.enum(ACCESS_DIAGNOSTIC_KINDS) }))
  .output(z.object({ accessId: z.number().int(), kind: z.enum(ACCESS_DIAGNOSTIC_KINDS), output: z.string() }))
  .query(({ ctx, input }) =>
    runAccessDiagnostic(ctx.prisma, ctx.adapters.networkApi, input.accessId, input.kind),
  );
