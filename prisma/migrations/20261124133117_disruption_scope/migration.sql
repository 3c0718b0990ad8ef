-- AlterTable
ALTER TABLE "disruptions" ADD COLUMN     "addressIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "networks" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "disruptions_showFrom_idx" ON "disruptions"("showFrom");
