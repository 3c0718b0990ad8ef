import type { z } from 'zod';
import type { authedProcedure } from '../trpc.ts';
import { type resumableInput, streamCallerEvents } from './event-subscription.ts';
import type { LiveEvent } from './event-types.ts';
import { withSubscriptionWire } from './subscription-wire.ts';
import type { EventViewer } from './visibility.ts';

/** What a subscription's `match` is told besides the event: its parsed input and the subscriber. */
export interface SubscriptionCaller<TInput> {
  input: TInput;
  user: EventViewer;
}

/**
 * A resumable subscription that hands the caller's events matching `match` (visibility is checked on top, see
 * visibility.ts) to tRPC unchanged, as tracked events, with direct delivery to its WebSocket: the shape of every
 * subscription that only filters the event stream. `base` carries the group check; `input` extends `resumableInput`.
 */
export function trackedSubscription<TInput extends z.ZodType<z.output<typeof resumableInput>>>(
  base: typeof authedProcedure,
  input: TInput,
  match: (event: LiveEvent, caller: SubscriptionCaller<z.output<TInput>>) => boolean,
) {
  return base
    .input(input)
    .use(withSubscriptionWire)
    .subscription(({ ctx, input: parsed, signal }) => {
      // tRPC's own name for the parsed input (inferParser) is the schema's output.
      const caller: SubscriptionCaller<z.output<TInput>> = {
        input: parsed as z.output<TInput>,
        user: ctx.user,
      };
      return streamCallerEvents(ctx, {
        lastEventId: caller.input.lastEventId,
        signal,
        match: (event) => match(event, caller),
      });
    });
}
