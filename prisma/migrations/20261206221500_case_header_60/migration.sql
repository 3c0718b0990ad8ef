-- The case header column holds a header the spec gives whole: the activation case's
-- 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)' has 59 characters (document 3 section 9).
ALTER TABLE "cases" ALTER COLUMN "header" SET DATA TYPE VARCHAR(60);
