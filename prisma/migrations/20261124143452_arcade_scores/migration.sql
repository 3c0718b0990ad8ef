-- CreateTable
CREATE TABLE "arcade_scores" (
    "id" SERIAL NOT NULL,
    "game" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "playedMs" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "arcade_scores_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "arcade_scores_game_score_createdAt_idx" ON "arcade_scores"("game", "score" DESC, "createdAt");

-- CreateIndex
CREATE INDEX "arcade_scores_userId_game_idx" ON "arcade_scores"("userId", "game");
