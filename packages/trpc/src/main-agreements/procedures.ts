import {
  dbId,
  groupsFor,
  isoDay,
  MAIN_AGREEMENT_TEXTS,
  mainAgreementFileFieldsSchema,
  mainAgreementFilterSchema,
  pageNumber,
  pageSize,
  requestIdSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import {
  destroyAllAddresses,
  listMainAgreementAddresses,
  listMainAgreements,
  listMainCentrals,
  listOperators,
  mainAgreementDetails,
  updateMainAgreementFile,
} from './main-agreement-service.ts';

/** The groups of /sappis/huvudavtal (document 1 section 2.1). */
export const mainAgreementProcedure = requireGroups(...groupsFor('mainAgreements'));

const mainAgreementNumber = dbId('Ogiltigt huvudavtal');

const dateOrNull = z.string().nullable();

const memoOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  startsAt: dateOrNull,
  endsAt: dateOrNull,
  active: z.boolean(),
  flaggedActive: z.boolean(),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('MAIN_AGREEMENT'), mainAgreementNumber: z.number().int() }),
    z.object({ kind: z.literal('OPERATOR'), operator: z.string() }),
    z.object({ kind: z.literal('MAIN_CENTRAL'), mainCentral: z.string() }),
  ]),
  createdAt: z.string(),
});

const fileOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  mainCentral: z.string(),
  uploadName: z.string(),
  uploadType: z.string(),
  startsAt: dateOrNull,
  endsAt: dateOrNull,
  public: z.boolean(),
  flaggedActive: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});

const connection = z.object({ connection: z.string(), port: z.string() });

/** GET sappis/operator_agreement?filters. */
export const list = mainAgreementProcedure
  .input(mainAgreementFilterSchema)
  .output(
    z.object({
      total: z.number().int(),
      pageSize: z.number().int(),
      items: z.array(
        z.object({
          number: z.number().int(),
          name: z.string(),
          transmissions: z.array(z.string()),
          distributionNetwork: z.string().nullable(),
          operator: z.string().nullable(),
          mainCentral: z.string().nullable(),
          startsAt: z.string(),
          endsAt: dateOrNull,
          ended: z.boolean(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listMainAgreements(ctx.prisma, input, isoDay(ctx.now())));

/**
 * GET sappis/operator_agreement/{id}: details, memos and files. Read on /sappis/huvudavtal and from a customer's
 * agreement in the customer view (document 3 panel 15): the customer view's users; changing them stays with the
 * page's groups.
 */
export const details = customerViewProcedure
  .input(z.object({ number: mainAgreementNumber }))
  .output(
    z.object({
      number: z.number().int(),
      name: z.string(),
      transmissions: z.array(z.string()),
      distributionNetwork: z.string(),
      servicePartner: z.string(),
      operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      mainCentral: z.object({ name: z.string(), description: z.string() }).nullable(),
      startsAt: z.string(),
      endsAt: dateOrNull,
      months: z.number().int().nullable(),
      category: z.number().int().nullable(),
      settings: z.object({ tv: connection, broadband: connection }),
      collective: z
        .object({
          hardwareProducts: z.array(z.object({ productNumber: z.string(), name: z.string() })),
          activations: z.array(
            z.object({
              productId: z.string(),
              productName: z.string(),
              description: z.string(),
              activationType: z.number(),
              activationLabel: z.string(),
            }),
          ),
          settings: z.array(z.object({ key: z.string(), value: z.string() })),
          reactivation: z.boolean(),
        })
        .nullable(),
      memos: z.array(memoOutput),
      files: z.array(fileOutput),
      addressCount: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => mainAgreementDetails(ctx.prisma, input.number, isoDay(ctx.now())));

/** GET sappis/main_centrals. */
export const mainCentrals = mainAgreementProcedure
  .output(
    z.array(z.object({ name: z.string(), description: z.string(), mainAgreementCount: z.number().int() })),
  )
  .query(({ ctx }) => listMainCentrals(ctx.prisma));

/** The operators (list filter, memo scope). */
export const operators = mainAgreementProcedure
  .output(z.array(z.object({ id: z.number().int(), name: z.string() })))
  .query(({ ctx }) => listOperators(ctx.prisma));

/** GET addresses of a main agreement (a page). */
export const addresses = mainAgreementProcedure
  .input(z.object({ number: mainAgreementNumber, page: pageNumber, pageSize: pageSize(250).default(50) }))
  .output(
    z.object({
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          addressId: z.string(),
          address: z.string(),
          externalId: z.string(),
          network: z.string(),
          mainCentral: z.string(),
          validFrom: z.string(),
          validTo: dateOrNull,
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listMainAgreementAddresses(ctx.prisma, input));

/** addresses/count. */
export const addressCount = mainAgreementProcedure
  .input(z.object({ number: mainAgreementNumber }))
  .output(z.object({ count: z.number().int() }))
  .query(async ({ ctx, input }) => ({
    count: (await listMainAgreementAddresses(ctx.prisma, { number: input.number, page: 1, pageSize: 1 }))
      .total,
  }));

/** addresses/destroy_all: needs the confirmation ticked. */
export const destroyAllAddressesOf = mainAgreementProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      number: mainAgreementNumber,
      confirmed: z.literal(true, MAIN_AGREEMENT_TEXTS.confirmDestroyAll),
    }),
  )
  .output(z.object({ count: z.number().int(), message: z.string() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      destroyAllAddresses(tx, { actorId: ctx.user.id, number: input.number }),
    ),
  );

/** PUT files/{id}: the file's title, central, validity and flags. */
export const updateFile = mainAgreementProcedure
  .input(z.object({ id: dbId('Ogiltig fil'), fields: mainAgreementFileFieldsSchema }))
  .output(z.object({ id: z.number().int(), message: z.string() }))
  .mutation(({ ctx, input }) => updateMainAgreementFile(ctx.prisma, { actorId: ctx.user.id, ...input }));
