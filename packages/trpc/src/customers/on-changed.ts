import { randomUUID } from 'node:crypto';
import { streamCallerEvents } from '../events/event-subscription.ts';
import { CUSTOMER_EVENT_TYPES } from '../events/event-types.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { onChangedInput } from './customer-live-schemas.ts';
import { leaveCustomerPresence, touchCustomerPresence } from './customer-presence.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';

/**
 * The open customer view's live stream, resumable: the customer's changes ('customer.changed') and who has it
 * open ('customer.presence'). While it runs the tab counts as a viewer; when it ends (view left, tab closed,
 * socket lost, signed out) the tab goes.
 */
export const onChanged = customerViewProcedure
  .input(onChangedInput)
  .use(withSubscriptionWire)
  .subscription(async function* ({ ctx, input, signal }) {
    const tab = {
      customerNumber: input.customerNumber,
      userId: ctx.user.id,
      clientId: input.clientId,
      connectionId: randomUUID(),
    };
    await touchCustomerPresence(ctx.prisma, { ...tab, now: ctx.now() });
    try {
      yield* streamCallerEvents(ctx, {
        lastEventId: input.lastEventId,
        signal,
        match: (event) =>
          CUSTOMER_EVENT_TYPES.has(event.type) &&
          // A memo may concern any customer (by main agreement, operator or central): every view hears it.
          (event.type === 'memo.changed' || event.payload.customerNumber === input.customerNumber),
      });
    } finally {
      await leaveCustomerPresence(ctx.prisma, { ...tab, now: ctx.now() });
    }
  });
