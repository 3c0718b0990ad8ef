import { Prisma } from '@sappis/db';
import { EVENT_APPEND_LOCK, EVENT_CHANNEL, type EventType } from './event-types.ts';

export interface NewEvent {
  type: EventType;
  caseId?: number | null;
  userId?: number | null;
  queueId?: number | null;
  payload: Record<string, unknown>;
}

/**
 * Appends an event inside the caller's transaction (the same one as the change it describes) and
 * queues a NOTIFY with its id, which PostgreSQL delivers only if and when that transaction commits.
 *
 * One round trip. It takes EVENT_APPEND_LOCK until the transaction ends, so appends are serialized
 * from here to commit: call it as the LAST statement of the transaction.
 */
export async function appendEvent(tx: Prisma.TransactionClient, event: NewEvent): Promise<bigint> {
  const rows = await tx.$queryRaw<{ id: bigint }[]>(Prisma.sql`
    WITH serialized AS (SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK}::bigint)),
    inserted AS (
      INSERT INTO "events" ("type", "caseId", "userId", "queueId", "payload")
      SELECT ${event.type}, ${event.caseId ?? null}::int, ${event.userId ?? null}::int,
             ${event.queueId ?? null}::int, ${JSON.stringify(event.payload)}::jsonb
      FROM serialized
      RETURNING "id"
    )
    SELECT "id", pg_notify(${EVENT_CHANNEL}, "id"::text)::text AS "notified" FROM inserted`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('appendEvent: no row inserted');
  return id;
}
