import type { PrismaClient } from '@sappis/db';
import { plainText } from '@sappis/shared';
import { z } from 'zod';
import type { Metrics } from '../metrics/metrics.ts';
import type { EventHub } from './event-hub.ts';
import type { LiveEvent } from './event-types.ts';
import { streamEvents } from './stream-events.ts';
import type { SubscriptionWire } from './subscription-wire.ts';
import type { EventViewer } from './visibility.ts';

/** The input of every resumable subscription; areas `.extend` it with what narrows their stream. */
export const resumableInput = z.object({
  /** Sent back by the client after a reconnect: the id of the last event it received. */
  lastEventId: plainText(32).nullish(),
});

/** What a subscription procedure's context gives its event stream (see `withSubscriptionWire`). */
export interface EventStreamContext {
  prisma: PrismaClient;
  events: EventHub | undefined;
  user: EventViewer;
  subscriptionWire: SubscriptionWire | null;
  metrics: Metrics | undefined;
}

/** `streamEvents` for the caller of a subscription procedure: its events matching `match`, resumable. */
export function streamCallerEvents(
  ctx: EventStreamContext,
  args: {
    lastEventId?: string | null;
    signal: AbortSignal | undefined;
    match: (event: LiveEvent) => boolean;
  },
) {
  return streamEvents({
    prisma: ctx.prisma,
    hub: ctx.events,
    user: ctx.user,
    lastEventId: args.lastEventId,
    signal: args.signal,
    wire: ctx.subscriptionWire,
    match: args.match,
    delivered: ctx.metrics?.observeEventDelivery,
  });
}
