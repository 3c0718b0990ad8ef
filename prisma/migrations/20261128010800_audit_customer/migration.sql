-- The customer a write concerns, so the customer's history ('Historik') finds it by customer, newest first.
ALTER TABLE "audit_entries" ADD COLUMN "customerId" INTEGER;

CREATE INDEX "audit_entries_customerId_createdAt_idx" ON "audit_entries"("customerId", "createdAt");

ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill what the entry itself names: the customer by number (in the entity or, for agreement and invoice
-- operations, in the details, which keep the customer the agreement had when it was written), else the agreement's,
-- the row's agreement's, the opened case's related customer's or the document's customer today. Case updates stay
-- out, as they do when written (the history shows the cases a write opened, not each case's own log).
UPDATE "audit_entries" AS a SET "customerId" = c."id"
FROM "customers" AS c
WHERE a."entityType" = 'Customer' AND a."entityId" = c."customerNumber"::text;

UPDATE "audit_entries" AS a SET "customerId" = c."id"
FROM "customers" AS c
WHERE a."customerId" IS NULL AND a."entityType" IN ('Agreement', 'Invoice')
  AND a."details"->>'customerNumber' = c."customerNumber"::text;

UPDATE "audit_entries" AS a SET "customerId" = ag."customerId"
FROM "agreements" AS ag
WHERE a."customerId" IS NULL AND a."entityType" = 'Agreement' AND a."entityId" = ag."agreementNumber"::text;

UPDATE "audit_entries" AS a SET "customerId" = ag."customerId"
FROM "agreement_rows" AS r JOIN "agreements" AS ag ON ag."id" = r."agreementId"
WHERE a."customerId" IS NULL AND a."entityType" = 'AgreementRow' AND a."entityId" = r."id"::text;

UPDATE "audit_entries" AS a SET "customerId" = c."id"
FROM "cases" AS k
  JOIN "case_relations" AS cr ON cr."caseId" = k."id"
  JOIN "customers" AS c ON c."customerNumber" = cr."customerNumber"
WHERE a."customerId" IS NULL AND a."entityType" = 'Case' AND a."action" = 'case.create'
  AND a."entityId" = k."number"::text;

UPDATE "audit_entries" AS a SET "customerId" = d."customerId"
FROM "documents" AS d
WHERE a."customerId" IS NULL AND a."entityType" = 'Document' AND a."entityId" = d."documentNumber"::text;

-- A customer merged into another took its history along (as a merge does from now on).
UPDATE "audit_entries" AS a SET "customerId" = survivor."id"
FROM "customers" AS merged JOIN "customers" AS survivor ON survivor."customerNumber" = merged."mergedIntoCustomerNumber"
WHERE a."customerId" = merged."id";
