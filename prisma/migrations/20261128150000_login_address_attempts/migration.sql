-- CreateTable
CREATE TABLE "login_address_attempts" (
    "address" TEXT NOT NULL,
    "windowStartedAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL,

    CONSTRAINT "login_address_attempts_pkey" PRIMARY KEY ("address","windowStartedAt")
);

-- CreateIndex
CREATE INDEX "login_address_attempts_windowStartedAt_idx" ON "login_address_attempts"("windowStartedAt");
