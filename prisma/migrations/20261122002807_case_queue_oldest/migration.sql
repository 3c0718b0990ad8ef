-- AlterTable
ALTER TABLE "case_queue_counts" ADD COLUMN     "oldest" TIMESTAMP(3);

-- The oldest case per group, kept by the same triggers: rows coming in lower it (LEAST), and a group that
-- loses its oldest case gets it recomputed from cases in a second statement, run after the first one has
-- locked the group's row, so that its fresh snapshot sees every writer that committed to the group before.
-- A case edit that keeps its group and age touches no count row. No joins of the transition tables: each
-- statement is one pass over them, so a bulk update stays linear.
-- (E-string with \073 for the semicolon: Prisma's pg adapter splits migrations at every semicolon.)
CREATE OR REPLACE FUNCTION "case_queue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count", "oldest") SELECT "status", "priority", "typeId", "ownerGroupId", count(*)::int, min("createdAt") FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count", "oldest" = LEAST(q."oldest", EXCLUDED."oldest")\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count", "oldest") SELECT "status", "priority", "typeId", "ownerGroupId", g.delta, g.added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", sum(delta)::int AS delta, min("createdAt") FILTER (WHERE delta = -1) AS removed, min("createdAt") FILTER (WHERE delta = 1) AS added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", -1 AS delta FROM old_rows) d GROUP BY 1, 2, 3, 4) g WHERE g.delta <> 0 OR g.added IS DISTINCT FROM g.removed ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count", "oldest" = LEAST(q."oldest", EXCLUDED."oldest")\073
    UPDATE "case_queue_counts" q SET "oldest" = (SELECT min(c."createdAt") FROM "cases" c WHERE c."status" = q."status" AND c."priority" = q."priority" AND c."typeId" = q."typeId" AND c."ownerGroupId" = q."ownerGroupId") FROM (SELECT "status", "priority", "typeId", "ownerGroupId", sum(delta)::int AS delta, min("createdAt") FILTER (WHERE delta = -1) AS removed, min("createdAt") FILTER (WHERE delta = 1) AS added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", -1 AS delta FROM old_rows) d GROUP BY 1, 2, 3, 4) g WHERE q."status" = g."status" AND q."priority" = g."priority" AND q."typeId" = g."typeId" AND q."ownerGroupId" = g."ownerGroupId" AND g.removed <= q."oldest" AND (g.added IS NULL OR g.added > g.removed)\073
  ELSE
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count", "oldest") SELECT "status", "priority", "typeId", "ownerGroupId", g.delta, g.added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", sum(delta)::int AS delta, min("createdAt") FILTER (WHERE delta = -1) AS removed, min("createdAt") FILTER (WHERE delta = 1) AS added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", 1 AS delta FROM new_rows UNION ALL SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", -1 AS delta FROM old_rows) d GROUP BY 1, 2, 3, 4) g WHERE g.delta <> 0 OR g.added IS DISTINCT FROM g.removed ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count", "oldest" = LEAST(q."oldest", EXCLUDED."oldest")\073
    UPDATE "case_queue_counts" q SET "oldest" = (SELECT min(c."createdAt") FROM "cases" c WHERE c."status" = q."status" AND c."priority" = q."priority" AND c."typeId" = q."typeId" AND c."ownerGroupId" = q."ownerGroupId") FROM (SELECT "status", "priority", "typeId", "ownerGroupId", sum(delta)::int AS delta, min("createdAt") FILTER (WHERE delta = -1) AS removed, min("createdAt") FILTER (WHERE delta = 1) AS added FROM (SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", 1 AS delta FROM new_rows UNION ALL SELECT "status", "priority", "typeId", "ownerGroupId", "createdAt", -1 AS delta FROM old_rows) d GROUP BY 1, 2, 3, 4) g WHERE q."status" = g."status" AND q."priority" = g."priority" AND q."typeId" = g."typeId" AND q."ownerGroupId" = g."ownerGroupId" AND g.removed <= q."oldest" AND (g.added IS NULL OR g.added > g.removed)\073
  END IF\073
  RETURN NULL\073
END';

UPDATE "case_queue_counts" q SET "oldest" = (SELECT min(c."createdAt") FROM "cases" c WHERE c."status" = q."status"
  AND c."priority" = q."priority" AND c."typeId" = q."typeId" AND c."ownerGroupId" = q."ownerGroupId");
