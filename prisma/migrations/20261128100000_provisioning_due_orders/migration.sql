-- Provisioning orders written by the operations (issue 20 item 4): the day they take effect, the job's next
-- attempt, and the operation's request id (one order per row, action and request).
ALTER TABLE "provisioning_orders" ADD COLUMN "dueOn" DATE;
UPDATE "provisioning_orders" SET "dueOn" = ("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Stockholm')::date;
ALTER TABLE "provisioning_orders" ALTER COLUMN "dueOn" SET NOT NULL;
ALTER TABLE "provisioning_orders" ADD COLUMN "nextAttemptAt" TIMESTAMP(3);
ALTER TABLE "provisioning_orders" ADD COLUMN "requestId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "provisioning_orders_agreementRowId_action_requestId_key" ON "provisioning_orders"("agreementRowId", "action", "requestId");

-- CreateIndex
CREATE INDEX "provisioning_orders_status_dueOn_idx" ON "provisioning_orders"("status", "dueOn");
