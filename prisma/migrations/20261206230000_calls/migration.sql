-- CreateEnum
CREATE TYPE "CallDirection" AS ENUM ('IN', 'OUT');

-- CreateEnum
CREATE TYPE "CallOutcome" AS ENUM ('ANSWERED', 'MISSED', 'BUSY');

-- CreateEnum
CREATE TYPE "CallEventKind" AS ENUM ('NEW_CALL', 'ANSWER', 'HANGUP');

-- CreateTable
CREATE TABLE "calls" (
    "id" SERIAL NOT NULL,
    "callId" TEXT NOT NULL,
    "direction" "CallDirection" NOT NULL,
    "fromNumber" TEXT NOT NULL,
    "toNumber" TEXT NOT NULL,
    "customerPhone" TEXT,
    "queue" TEXT,
    "agentIds" INTEGER[],
    "customerNumbers" INTEGER[],
    "answeredById" INTEGER,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "outcome" "CallOutcome",
    "hangupCause" TEXT,

    CONSTRAINT "calls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_events" (
    "id" SERIAL NOT NULL,
    "callId" TEXT NOT NULL,
    "event" "CallEventKind" NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "call_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calls_callId_key" ON "calls"("callId");

-- CreateIndex
CREATE INDEX "calls_startedAt_idx" ON "calls"("startedAt");

-- CreateIndex
CREATE INDEX "calls_queue_startedAt_idx" ON "calls"("queue", "startedAt");

-- CreateIndex
CREATE INDEX "calls_customerNumbers_idx" ON "calls" USING GIN ("customerNumbers");

-- CreateIndex
CREATE INDEX "calls_agentIds_idx" ON "calls" USING GIN ("agentIds");

-- CreateIndex
CREATE UNIQUE INDEX "call_events_callId_event_key" ON "call_events"("callId", "event");

-- AddForeignKey
ALTER TABLE "calls" ADD CONSTRAINT "calls_answeredById_fkey" FOREIGN KEY ("answeredById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_callId_fkey" FOREIGN KEY ("callId") REFERENCES "calls"("callId") ON DELETE CASCADE ON UPDATE CASCADE;


-- Expression indexes the Prisma schema cannot declare (Prisma's diff ignores expression indexes).
-- A caller is found by the digits of customers' phone and mobile numbers (calls/matched-customers.ts).
CREATE INDEX "customers_phone_digits_idx" ON "customers" ((regexp_replace("phone", '[^0-9]', '', 'g')));
CREATE INDEX "customers_mobilePhone_digits_idx" ON "customers" ((regexp_replace("mobilePhone", '[^0-9]', '', 'g')));
