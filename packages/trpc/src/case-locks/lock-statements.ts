import { EVENT_APPEND_LOCK, EVENT_CHANNEL } from '../events/event-types.ts';
import type { SqlRunner } from '../sql-runner.ts';

/** Timestamps cross as ISO strings and are compared in UTC, whatever the session or process time zone. */
const utc = (date: Date) => date.toISOString();

/**
 * The hot lock statements, each ONE SQL statement (atomic across processes, one round trip): the lock row
 * change, its event row with the NOTIFY of its id (delivered on commit) and the audit row. The event is
 * appended exactly like appendEvent does it: under EVENT_APPEND_LOCK, held until commit, so event ids commit
 * in order. Run them on their own (autocommit); inside a longer transaction pass `announce: false` and append
 * the event with appendEvent as the transaction's last statement.
 */
export interface AcquireResult {
  /** Null when no case has the number. */
  caseId: number | null;
  /** The holder after the statement when the caller holds it, else null (someone else holds a live lock). */
  holderId: number | null;
  holderEmail: string | null;
  expiresAt: Date | null;
  /** The caller did not hold a live lock before (a 'case.locked' event was appended). */
  fresh: boolean;
  /** When refused: the e-mail of the live holder as the statement saw it (null if it vanished meanwhile). */
  blockedBy: string | null;
}

/**
 * Takes the lock of case `caseNumber` for `userId` when it is free (no row, or its lease ended at or before
 * `now`) or already theirs (then it is renewed). Never two holders: the row's primary key is the case, and
 * the conditional upsert decides under the row lock.
 */
export async function acquireLockRow(
  sql: SqlRunner,
  args: { caseNumber: number; userId: number; now: Date; expiresAt: Date; announce?: boolean },
): Promise<AcquireResult> {
  const values = [
    args.caseNumber,
    args.userId,
    utc(args.now),
    utc(args.expiresAt),
    args.announce ?? true,
    EVENT_APPEND_LOCK,
    EVENT_CHANNEL,
  ];
  const rows = await sql.rows<AcquireResult>(ACQUIRE_SQL, values);
  const row = rows[0];
  if (!row)
    return {
      caseId: null,
      holderId: null,
      holderEmail: null,
      expiresAt: null,
      fresh: false,
      blockedBy: null,
    };
  return {
    caseId: row.caseId,
    holderId: row.holderId,
    holderEmail: row.holderEmail,
    expiresAt: row.expiresAt,
    fresh: row.fresh === true,
    blockedBy: row.holderId === null ? row.blockedBy : null,
  };
}

const ACQUIRE_SQL = `
  WITH target AS (
    SELECT "id", "number" FROM "cases" WHERE "number" = $1::int
  ), upserted AS (
    INSERT INTO "case_locks" ("caseId", "userId", "acquiredAt", "heartbeatAt", "expiresAt")
    SELECT "id", $2::int, ($3::timestamptz AT TIME ZONE 'UTC'), ($3::timestamptz AT TIME ZONE 'UTC'),
      ($4::timestamptz AT TIME ZONE 'UTC')
    FROM target
    ON CONFLICT ("caseId") DO UPDATE SET
      "userId" = EXCLUDED."userId",
      "acquiredAt" = CASE
        WHEN "case_locks"."userId" = EXCLUDED."userId" AND "case_locks"."expiresAt" > EXCLUDED."acquiredAt"
        THEN "case_locks"."acquiredAt" ELSE EXCLUDED."acquiredAt" END,
      "heartbeatAt" = EXCLUDED."heartbeatAt",
      "expiresAt" = EXCLUDED."expiresAt"
    WHERE "case_locks"."userId" = EXCLUDED."userId" OR "case_locks"."expiresAt" <= EXCLUDED."acquiredAt"
    RETURNING "caseId", "userId", "acquiredAt", "expiresAt"
  ), fresh AS (
    SELECT u."caseId", u."userId", u."expiresAt", t."number"
    FROM upserted u JOIN target t ON true
    WHERE u."acquiredAt" = ($3::timestamptz AT TIME ZONE 'UTC')
  ), serialized AS (
    SELECT pg_advisory_xact_lock($6::bigint) FROM fresh WHERE $5::boolean
  ), event AS (
    INSERT INTO "events" ("type", "caseId", "payload")
    SELECT 'case.locked', f."caseId", jsonb_build_object('caseNumber', f."number", 'userId', f."userId",
      'email', h."email", 'expiresAt', to_jsonb(f."expiresAt" AT TIME ZONE 'UTC'))
    FROM serialized, fresh f JOIN "users" h ON h."id" = f."userId"
    RETURNING "id"
  ), audit AS (
    INSERT INTO "audit_entries" ("userId", "action", "entityType", "entityId")
    SELECT f."userId", 'caseLock.acquire', 'Case', f."number"::text FROM fresh f
  )
  SELECT t."id" AS "caseId", u."userId" AS "holderId", h."email" AS "holderEmail",
    (u."expiresAt" AT TIME ZONE 'UTC') AS "expiresAt",
    coalesce(u."acquiredAt" = ($3::timestamptz AT TIME ZONE 'UTC'), false) AS "fresh",
    (SELECT count(pg_notify($7::text, e."id"::text)) FROM event e)::int AS "notified",
    (SELECT b."email" FROM "case_locks" l JOIN "users" b ON b."id" = l."userId"
     WHERE l."caseId" = t."id" AND l."userId" <> $2::int
       AND l."expiresAt" > ($3::timestamptz AT TIME ZONE 'UTC')) AS "blockedBy"
  FROM target t LEFT JOIN upserted u ON true LEFT JOIN "users" h ON h."id" = u."userId"`;

export type ReleaseReason = 'released' | 'signedOut';

/** Deletes `userId`'s lock of case `caseNumber` (if they hold it) with a 'case.unlocked' event. */
export async function releaseLockRow(
  sql: SqlRunner,
  args: { caseNumber: number; userId: number; reason: ReleaseReason },
): Promise<{ caseId: number | null; released: boolean }> {
  const values = [args.caseNumber, args.userId, args.reason, EVENT_APPEND_LOCK, EVENT_CHANNEL];
  const rows = await sql.rows<{ caseId: number; released: number }>(RELEASE_SQL, values);
  const row = rows[0];
  return { caseId: row?.caseId ?? null, released: (row?.released ?? 0) > 0 };
}

const RELEASE_SQL = `
  WITH target AS (
    SELECT "id", "number" FROM "cases" WHERE "number" = $1::int
  ), deleted AS (
    DELETE FROM "case_locks" l USING target t
    WHERE l."caseId" = t."id" AND l."userId" = $2::int
    RETURNING l."caseId", l."userId", t."number"
  ), serialized AS (
    SELECT pg_advisory_xact_lock($4::bigint) FROM deleted
  ), event AS (
    INSERT INTO "events" ("type", "caseId", "payload")
    SELECT 'case.unlocked', d."caseId",
      jsonb_build_object('caseNumber', d."number", 'userId', d."userId", 'reason', $3::text)
    FROM serialized, deleted d
    RETURNING "id"
  ), audit AS (
    INSERT INTO "audit_entries" ("userId", "action", "entityType", "entityId", "details")
    SELECT d."userId", 'caseLock.release', 'Case', d."number"::text, jsonb_build_object('reason', $3::text)
    FROM deleted d
  )
  SELECT t."id" AS "caseId", (SELECT count(*) FROM deleted)::int AS "released",
    (SELECT count(pg_notify($5::text, e."id"::text)) FROM event e)::int AS "notified"
  FROM target t`;
