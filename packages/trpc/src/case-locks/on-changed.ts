import { groupsFor } from '@sappis/shared';
import { caseNumberInput } from '../cases/case-page-schemas.ts';
import { AppError } from '../errors.ts';
import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import type { EventType } from '../events/event-types.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';
import { CASE_NOT_FOUND_MESSAGE } from './lock-messages.ts';
import { clientIdInput } from './lock-schemas.ts';
import { leavePresence, touchPresence } from './presence.ts';

export const onChangedInput = resumableInput.extend({
  caseNumber: caseNumberInput,
  clientId: clientIdInput,
});

/** What an open case page follows: its lock, its viewers and its changes. */
export const CASE_PAGE_EVENT_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'case.locked',
  'case.unlocked',
  'case.lockExpired',
  'case.lockTakenOver',
  'case.presence',
  'case.changed',
]);

/**
 * The open case page's live stream, resumable. While it runs the tab counts as a viewer; when it ends
 * (page left, tab closed, socket lost) the viewer goes and, if it was the holder's last tab, the lock
 * lease is cut to a short grace period.
 */
export const onChanged = requireGroups(...groupsFor('case'))
  .input(onChangedInput)
  .use(withSubscriptionWire)
  .subscription(async function* ({ ctx, input, signal }) {
    const found = await ctx.prisma.case.findUnique({
      where: { number: input.caseNumber },
      select: { id: true },
    });
    if (!found) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
    const presence = { caseId: found.id, userId: ctx.user.id, clientId: input.clientId };
    await touchPresence(ctx.prisma, { ...presence, editing: false, now: ctx.now() });
    try {
      yield* streamCallerEvents(ctx, {
        lastEventId: input.lastEventId,
        signal,
        match: (event) => event.caseId === found.id && CASE_PAGE_EVENT_TYPES.has(event.type),
      });
    } finally {
      await leavePresence(ctx.prisma, { ...presence, now: ctx.now() });
    }
  });
