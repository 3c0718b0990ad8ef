-- AlterTable
ALTER TABLE "customer_text_messages" ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "delivery" "EmailDelivery",
ADD COLUMN     "deliveryAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "deliveryError" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3),
ADD COLUMN     "operation" TEXT,
ADD COLUMN     "recipient" TEXT;

-- CreateIndex
CREATE INDEX "customer_text_messages_delivery_nextAttemptAt_idx" ON "customer_text_messages"("delivery", "nextAttemptAt");

