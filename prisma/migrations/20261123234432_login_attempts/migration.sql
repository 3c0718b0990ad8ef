-- CreateTable
CREATE TABLE "login_attempts" (
    "username" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "windowStartedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("username")
);

-- CreateIndex
CREATE INDEX "login_attempts_windowStartedAt_idx" ON "login_attempts"("windowStartedAt");
