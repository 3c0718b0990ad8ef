-- CreateEnum
CREATE TYPE "ProvisioningStatus" AS ENUM ('DONE_SUCCESS', 'DONE', 'DONE_FAILED', 'PENDING_ACTIVATION', 'PENDING_MANUAL', 'PENDING_DELETE', 'PENDING_AUTO', 'PENDING_DEACTIVATION', 'ERROR', 'PARTNER_REPLY_RECEIVED', 'ABUSE', 'SUSPEND', 'RESUME', 'IN_PROGRESS', 'RECEIVED', 'AUTO_HANDLING_FAILED', 'PROCESS_NEW_ORDER_FAILED');

-- CreateEnum
CREATE TYPE "ProvisioningPlatform" AS ENUM ('NETWORK', 'TV');

-- CreateEnum
CREATE TYPE "ProvisioningAction" AS ENUM ('ACTIVATE', 'CHANGE', 'DEACTIVATE', 'SUSPEND', 'RESUME');

-- CreateTable
CREATE TABLE "provisioning_orders" (
    "id" SERIAL NOT NULL,
    "agreementRowId" INTEGER NOT NULL,
    "platform" "ProvisioningPlatform" NOT NULL,
    "action" "ProvisioningAction" NOT NULL,
    "partner" TEXT NOT NULL,
    "partnerReference" TEXT,
    "status" "ProvisioningStatus" NOT NULL,
    "message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "lastAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "provisioning_orders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "provisioning_orders_status_updatedAt_idx" ON "provisioning_orders"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "provisioning_orders_agreementRowId_idx" ON "provisioning_orders"("agreementRowId");

-- AddForeignKey
ALTER TABLE "provisioning_orders" ADD CONSTRAINT "provisioning_orders_agreementRowId_fkey" FOREIGN KEY ("agreementRowId") REFERENCES "agreement_rows"("id") ON DELETE CASCADE ON UPDATE CASCADE;
