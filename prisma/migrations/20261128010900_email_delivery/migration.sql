-- CreateEnum
CREATE TYPE "EmailDelivery" AS ENUM ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_CONFIGURED');

-- AlterTable
ALTER TABLE "customer_emails" ADD COLUMN     "delivery" "EmailDelivery",
ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "deliveryError" TEXT,
ADD COLUMN     "deliveryAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "customer_emails_delivery_nextAttemptAt_idx" ON "customer_emails"("delivery", "nextAttemptAt");
