import { ACTIVE_CARDS, boundedInt, dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { activateHardware as activateHardwareOf } from './hardware-activation.ts';

export const activateHardwareInput = z.object({
  rowId: dbId('Ogiltig avtalsrad'),
  /** The card number of the hardware the new row replaces. */
  card: boundedInt(ACTIVE_CARDS.from, ACTIVE_CARDS.to, 'Välj ett kort'),
});

/** POST swap hardware cards: the inactive row takes the chosen card number, the old hardware gets 99. */
export const activateHardware = customerActionProcedure
  .input(activateHardwareInput)
  .output(
    z.object({
      message: z.string(),
      activatedRowId: z.number().int(),
      swappedOutRowIds: z.array(z.number().int()),
    }),
  )
  .mutation(({ ctx, input }) =>
    activateHardwareOf(ctx.prisma, { userId: ctx.user.id, ...input, today: isoDay(ctx.now()) }),
  );
