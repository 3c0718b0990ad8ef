-- AlterTable
ALTER TABLE "customer_emails" ADD COLUMN     "operation" TEXT,
ADD COLUMN     "recipient" TEXT;

-- CreateTable
CREATE TABLE "scheduled_follow_ups" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "runOn" DATE NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "requestId" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "scheduled_follow_ups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scheduled_follow_ups_doneAt_runOn_idx" ON "scheduled_follow_ups"("doneAt", "runOn");

-- CreateIndex
CREATE INDEX "scheduled_follow_ups_agreementId_idx" ON "scheduled_follow_ups"("agreementId");
