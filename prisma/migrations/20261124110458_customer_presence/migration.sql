-- CreateTable
CREATE TABLE "customer_presence" (
    "customerNumber" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "clientId" VARCHAR(64) NOT NULL,
    "connectionId" VARCHAR(36),
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customer_presence_pkey" PRIMARY KEY ("customerNumber","userId","clientId")
);

-- CreateIndex
CREATE INDEX "customer_presence_expiresAt_idx" ON "customer_presence"("expiresAt");

-- AddForeignKey
ALTER TABLE "customer_presence" ADD CONSTRAINT "customer_presence_customerNumber_fkey" FOREIGN KEY ("customerNumber") REFERENCES "customers"("customerNumber") ON DELETE CASCADE ON UPDATE CASCADE;
