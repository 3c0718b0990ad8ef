-- AlterTable
ALTER TABLE "operators" ADD COLUMN "ownNetwork" BOOLEAN NOT NULL DEFAULT false;

-- The reference catalogue's own operator in databases seeded before the column (the seed only inserts missing rows).
UPDATE "operators" SET "ownNetwork" = true WHERE "name" = 'Sappa Egen Infrastruktur';
