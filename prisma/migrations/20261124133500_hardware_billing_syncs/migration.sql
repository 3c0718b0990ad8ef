-- CreateTable
CREATE TABLE "billing_syncs" (
    "id" SERIAL NOT NULL,
    "customerNumber" INTEGER NOT NULL,
    "agreementNumber" INTEGER NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "requestedBy" INTEGER NOT NULL,
    "syncedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_syncs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "billing_syncs_agreementNumber_syncedAt_idx" ON "billing_syncs"("agreementNumber", "syncedAt");

