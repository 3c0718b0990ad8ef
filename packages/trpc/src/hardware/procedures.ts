import {
  boundedInt,
  CARD_ROW_VALUES,
  dbId,
  hardwareIdentifierSchema,
  isoDay,
  plainText,
  renameCardSchema,
  requestIdSchema,
  searchHardwareSchema,
  transferHardwareSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../agreements/operation-actor.ts';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { addHardware, validateHardware } from './add-hardware.ts';
import { equipmentOf } from './equipment.ts';
import {
  changeCardRow as changeCardRowOf,
  checkBlacklist as checkBlacklistOf,
  clearPairing as clearPairingOf,
  pairHardware,
  removeHardware,
  renameCard as renameCardOf,
  searchHardware,
  syncToBilling as syncToBillingOf,
} from './equipment-actions.ts';
import { transferHardware } from './transfer-hardware.ts';

const agreementNumber = dbId('Välj avtal');
const rowId = dbId('Ogiltig avtalsrad');
const message = z.object({ message: z.string() });

/** The equipment tab: hardware and card lines of the agreement, card-row choices, card states, products. */
export const equipment = customerViewProcedure
  .input(z.object({ agreementNumber }))
  .query(({ ctx, input }) => equipmentOf(ctx.prisma, input.agreementNumber, isoDay(ctx.now())));

/** Validate a box, router or program card (POST sappis/hardwares/{kind}/validate). */
export const validate = customerViewProcedure
  .input(hardwareIdentifierSchema.and(z.object({ agreementNumber })))
  .query(({ ctx, input }) => validateHardware(ctx.prisma, ctx.adapters.tvProvisioning, input));

/** Add a validated box, router or program card (POST sappis/hardwares/{kind}); a retried submit acts once. */
export const add = customerActionProcedure
  .input(hardwareIdentifierSchema.and(z.object({ requestId: requestIdSchema, agreementNumber })))
  .output(z.object({ rowId: z.number().int(), message: z.string() }))
  .mutation(({ ctx, input }) =>
    addHardware(
      ctx.prisma,
      ctx.adapters.tvProvisioning,
      input,
      operationActorOf(ctx.user),
      isoDay(ctx.now()),
    ),
  );

/** Move a row to another card row (update rows; sub-rows of a program card follow). */
export const changeCardRow = customerActionProcedure
  .input(z.object({ rowId, cardRow: boundedInt(0, Math.max(...CARD_ROW_VALUES), 'Ogiltig kortrad') }))
  .output(message)
  .mutation(({ ctx, input }) => changeCardRowOf(ctx.prisma, input, ctx.user.id, isoDay(ctx.now())));

/** Pair & update a row's card with the box on its card row. */
export const pair = customerActionProcedure
  .input(z.object({ rowId }))
  .mutation(({ ctx, input }) =>
    pairHardware(ctx.prisma, ctx.adapters.tvProvisioning, input.rowId, ctx.user.id),
  );

/** 'Rensa' after CardOrBoxAlreadyActive: clear the card and box from another agreement. */
export const clearPairing = customerActionProcedure
  .input(z.object({ rowId, otherAgreementNumber: agreementNumber }))
  .output(message)
  .mutation(({ ctx, input }) => clearPairingOf(ctx.prisma, ctx.adapters.tvProvisioning, input, ctx.user.id));

/** Delete hardware from the agreement ('Hårdvara raderat på avtal: {n}'). */
export const remove = customerActionProcedure
  .input(z.object({ rowId }))
  .output(message)
  .mutation(({ ctx, input }) =>
    removeHardware(ctx.prisma, ctx.adapters.tvProvisioning, input.rowId, ctx.user.id),
  );

/** Byt namn på kort ('Namnbytet misslyckades'). */
export const renameCard = customerActionProcedure
  .input(renameCardSchema)
  .output(message)
  .mutation(({ ctx, input }) => renameCardOf(ctx.prisma, ctx.adapters.tvProvisioning, input, ctx.user.id));

/** Sync the agreement to the billing system (syncToVisma). */
export const syncToBilling = customerActionProcedure
  .input(z.object({ requestId: requestIdSchema, agreementNumber }))
  .output(z.object({ message: z.string(), syncedAt: z.string() }))
  .mutation(({ ctx, input }) => syncToBillingOf(ctx.prisma, ctx.adapters.billingSync, input, ctx.user.id));

/** Is the program card blacklisted (GET hardware/cardisblacklisted)? */
export const checkBlacklist = customerViewProcedure
  .input(z.object({ cardNumber: plainText(40).pipe(z.string().trim().min(1, 'Ange ett kortnummer')) }))
  .query(({ ctx, input }) => checkBlacklistOf(ctx.adapters.tvProvisioning, input.cardNumber));

/** Sök utrustning: by card number (kortSok) or by box/router identifier (boxSok). */
export const search = customerViewProcedure
  .input(searchHardwareSchema)
  .query(({ ctx, input }) => searchHardware(ctx.adapters.tvProvisioning, input));

/** Överför utrustning: from one of the customer's agreements to another on a date; acts once per request id. */
export const transfer = customerActionProcedure
  .input(transferHardwareSchema.extend({ requestId: requestIdSchema }))
  .output(z.object({ message: z.string(), createdRowIds: z.array(z.number().int()) }))
  .mutation(({ ctx, input }) => transferHardware(ctx.prisma, input, ctx.user.id));
