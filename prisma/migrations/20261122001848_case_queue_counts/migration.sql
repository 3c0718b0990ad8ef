-- CreateTable
CREATE TABLE "case_queue_counts" (
    "status" "CaseStatus" NOT NULL,
    "priority" "CasePriority" NOT NULL,
    "typeId" INTEGER NOT NULL,
    "ownerGroupId" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "case_queue_counts_pkey" PRIMARY KEY ("status","priority","typeId","ownerGroupId")
);

-- CreateIndex
CREATE INDEX "cases_status_priority_createdAt_id_typeId_ownerGroupId_idx" ON "cases"("status", "priority" DESC, "createdAt", "id", "typeId", "ownerGroupId");

-- Keep case_queue_counts equal to the cases it counts, in the same transaction as every change:
-- statement triggers aggregate the changed rows (transition tables) into one delta per group and
-- apply the deltas in key order, so concurrent writers lock the count rows in the same order.
-- The function bodies are E-strings with \073 for the semicolon: Prisma's pg adapter runs a migration
-- by splitting it at every semicolon, dollar quotes included.
CREATE FUNCTION "case_queue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count") SELECT "status", "priority", "typeId", "ownerGroupId", count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count"\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count") SELECT "status", "priority", "typeId", "ownerGroupId", -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count"\073
  ELSE
    INSERT INTO "case_queue_counts" AS q ("status", "priority", "typeId", "ownerGroupId", "count") SELECT "status", "priority", "typeId", "ownerGroupId", sum(delta)::int FROM (SELECT "status", "priority", "typeId", "ownerGroupId", 1 AS delta FROM new_rows UNION ALL SELECT "status", "priority", "typeId", "ownerGroupId", -1 AS delta FROM old_rows) changed GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4 ON CONFLICT ("status", "priority", "typeId", "ownerGroupId") DO UPDATE SET "count" = q."count" + EXCLUDED."count"\073
  END IF\073
  RETURN NULL\073
END';

CREATE FUNCTION "case_queue_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  DELETE FROM "case_queue_counts"\073
  RETURN NULL\073
END';

CREATE TRIGGER "cases_queue_counts_insert" AFTER INSERT ON "cases"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_queue_counts_apply"();
CREATE TRIGGER "cases_queue_counts_update" AFTER UPDATE ON "cases"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_queue_counts_apply"();
CREATE TRIGGER "cases_queue_counts_delete" AFTER DELETE ON "cases"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_queue_counts_apply"();
CREATE TRIGGER "cases_queue_counts_truncate" AFTER TRUNCATE ON "cases"
  FOR EACH STATEMENT EXECUTE FUNCTION "case_queue_counts_truncate"();

-- Count the cases that exist already.
INSERT INTO "case_queue_counts" ("status", "priority", "typeId", "ownerGroupId", "count")
SELECT "status", "priority", "typeId", "ownerGroupId", count(*)::int FROM "cases" GROUP BY 1, 2, 3, 4;
