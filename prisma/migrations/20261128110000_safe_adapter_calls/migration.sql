-- CreateTable
CREATE TABLE "adapter_writes" (
    "id" SERIAL NOT NULL,
    "call" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "answer" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "adapter_writes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "adapter_writes_call_key_key" ON "adapter_writes"("call", "key");

-- CreateIndex
CREATE INDEX "adapter_writes_createdAt_idx" ON "adapter_writes"("createdAt");

-- CreateTable
CREATE TABLE "credit_bureau_answers" (
    "id" SERIAL NOT NULL,
    "identity" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "status" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_bureau_answers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "credit_bureau_answers_identity_day_idx" ON "credit_bureau_answers"("identity", "day");
