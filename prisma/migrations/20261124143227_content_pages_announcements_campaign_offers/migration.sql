-- AlterTable
ALTER TABLE "announcements" ADD COLUMN     "audience" TEXT NOT NULL DEFAULT 'ALL',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedBy" TEXT;

-- CreateTable
CREATE TABLE "campaign_offers" (
    "id" SERIAL NOT NULL,
    "campaignId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "campaignPrice" DECIMAL(12,2) NOT NULL,
    "campaignMonths" INTEGER,
    "bindingMonths" INTEGER,

    CONSTRAINT "campaign_offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "campaign_offers_productId_idx" ON "campaign_offers"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "campaign_offers_campaignId_productId_key" ON "campaign_offers"("campaignId", "productId");

-- CreateIndex
CREATE INDEX "announcements_active_startsAt_idx" ON "announcements"("active", "startsAt");

-- AddForeignKey
ALTER TABLE "campaign_offers" ADD CONSTRAINT "campaign_offers_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_offers" ADD CONSTRAINT "campaign_offers_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

