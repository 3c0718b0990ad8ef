import {
  cardNumberInput,
  groupsFor,
  isoDay,
  searchHardwareSchema,
  temporarySignalByCardSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { checkBlacklist as checkBlacklistOf, searchHardware } from '../hardware/equipment-actions.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups, router } from '../trpc.ts';
import { turnOnTemporarySignal } from '../tv-diagnostics/service.ts';
import { activeCardLineOf } from './card-line.ts';

/** Every procedure of /sappis/secondlinetools: exactly the route's groups. */
const secondLineProcedure = requireGroups(...groupsFor('secondLineTools'));

/** Sök utrustning across customers: by card number, or by box/router identifier. */
const searchEquipment = secondLineProcedure
  .input(searchHardwareSchema)
  .query(({ ctx, input }) => searchHardware(ctx.adapters.tvProvisioning, input));

/** Is the program card blacklisted? */
const checkBlacklist = secondLineProcedure
  .input(z.object({ cardNumber: cardNumberInput }))
  .output(z.object({ blacklisted: z.boolean(), message: z.string() }))
  .query(({ ctx, input }) => checkBlacklistOf(ctx.adapters.tvProvisioning, input.cardNumber));

/** A temporary signal to the card's active line (the hardware issue's signal); a repeated submit acts once. */
const temporarySignal = secondLineProcedure
  .input(temporarySignalByCardSchema)
  .output(z.object({ rowId: z.number().int(), cardNumber: z.string(), signalDate: z.string() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, async (tx) =>
      turnOnTemporarySignal(tx, {
        middleware: ctx.adapters.tvMiddleware,
        userId: ctx.user.id,
        requestId: input.requestId,
        rowId: await activeCardLineOf(tx, input.cardNumber, new Date(`${isoDay(ctx.now())}T00:00:00.000Z`)),
      }),
    ),
  );

/** /sappis/secondlinetools: the tools second-line support needs across customers, on one page. */
export const secondLineRouter = router({ searchEquipment, checkBlacklist, temporarySignal });
