import { dbId, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import {
  getSignalHistory,
  getTvDiagnostics,
  setCardTroubleshooting,
  turnOnTemporarySignal,
} from './service.ts';

const customerInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });
const lineInput = z.object({ requestId: requestIdSchema, rowId: dbId('Ogiltig avtalsrad') });

const cardSchema = z.object({
  cardNumber: z.string(),
  camId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  state: z.string(),
  troubleshooting: z.boolean(),
  /** The card's agreement line: the id the troubleshooting and signal-on calls take; null when none is known. */
  lineId: z.number().int().nullable(),
  subscriptions: z.array(
    z.object({
      name: z.string(),
      articleNumber: z.string(),
      startDate: z.string(),
      expireDate: z.string(),
      invalid: z.boolean(),
    }),
  ),
});

const deviceSchema = z.object({
  camId: z.string(),
  model: z.string(),
  macAddress: z.string().nullable(),
  serialNumber: z.string().nullable(),
  transmission: z.string(),
  mode: z.string().nullable(),
  lastConnectedAt: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  entitlementExpiresAt: z.string().nullable(),
  vismaOrderNumber: z.number().int().nullable(),
  notSupportedInfo: z.string().nullable(),
});

/** TV diagnostics (document 3 panel 6): cards with subscriptions, devices, the play service, coax delivery. */
export const overview = customerViewProcedure
  .input(customerInput)
  .output(
    z.object({
      cards: z.array(cardSchema),
      devices: z.array(deviceSchema),
      play: z.object({ playId: z.string().nullable(), channels: z.array(z.string()) }),
      coax: z.boolean(),
    }),
  )
  .query(({ ctx, input }) => getTvDiagnostics(ctx.prisma, ctx.adapters.tvMiddleware, input.customerNumber));

/** The signal history of the customer's cards, newest first. */
export const signalHistory = customerViewProcedure
  .input(customerInput)
  .output(
    z.object({
      entries: z.array(
        z.object({
          id: z.number().int(),
          signalCode: z.string(),
          status: z.string(),
          product: z.string(),
          signalDate: z.string(),
          card: z.string().nullable(),
          message: z.string().nullable(),
          errorMessage: z.string().nullable(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => getSignalHistory(ctx.prisma, ctx.adapters.tvMiddleware, input.customerNumber));

/** Starts (on) or stops troubleshooting of a card line; the customer reloads about 1 s later. */
export const setTroubleshooting = customerActionProcedure
  .input(lineInput.extend({ on: z.boolean() }))
  .output(z.object({ rowId: z.number().int(), cardNumber: z.string(), troubleshooting: z.boolean() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      setCardTroubleshooting(tx, {
        middleware: ctx.adapters.tvMiddleware,
        userId: ctx.user.id,
        rowId: input.rowId,
        requestId: input.requestId,
        on: input.on,
      }),
    ),
  );

/** Turns a temporary signal on for a card line. */
export const temporarySignalOn = customerActionProcedure
  .input(lineInput)
  .output(z.object({ rowId: z.number().int(), cardNumber: z.string(), signalDate: z.string() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      turnOnTemporarySignal(tx, {
        middleware: ctx.adapters.tvMiddleware,
        userId: ctx.user.id,
        rowId: input.rowId,
        requestId: input.requestId,
      }),
    ),
  );
