-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "size" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "storageKey" TEXT,
ALTER COLUMN "content" DROP NOT NULL;

-- AlterTable
ALTER TABLE "main_agreement_files" ADD COLUMN     "size" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "storageKey" TEXT,
ALTER COLUMN "content" DROP NOT NULL;
