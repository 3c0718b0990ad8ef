import { customerTabInput } from './customer-live-schemas.ts';
import { touchCustomerPresence } from './customer-presence.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';

/** Sent by an open customer view about every minute and when it becomes visible: renews the tab's presence. */
export const heartbeat = customerViewProcedure.input(customerTabInput).mutation(({ ctx, input }) =>
  touchCustomerPresence(ctx.prisma, {
    customerNumber: input.customerNumber,
    userId: ctx.user.id,
    clientId: input.clientId,
    now: ctx.now(),
  }),
);
