-- AlterTable
ALTER TABLE "disruptions" ADD COLUMN     "centrals" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The demo's Hisingen outage in databases seeded before the column: only customers at that central see it.
UPDATE "disruptions" SET "centrals" = ARRAY['HC-GBG-HISINGEN']
WHERE "title" = 'Avbrott i bredband – Göteborg, Hisingen' AND "centrals" = ARRAY[]::TEXT[];
