-- CreateTable
CREATE TABLE "time_categories" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "time_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "time_entries" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "time_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "time_report_teams" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "leadId" INTEGER NOT NULL,

    CONSTRAINT "time_report_teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "time_report_team_members" (
    "teamId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "time_report_team_members_pkey" PRIMARY KEY ("teamId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "time_categories_code_key" ON "time_categories"("code");

-- CreateIndex
CREATE INDEX "time_entries_day_idx" ON "time_entries"("day");

-- CreateIndex
CREATE UNIQUE INDEX "time_entries_userId_day_categoryId_key" ON "time_entries"("userId", "day", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "time_report_teams_name_key" ON "time_report_teams"("name");

-- CreateIndex
CREATE INDEX "time_report_teams_leadId_idx" ON "time_report_teams"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "time_report_team_members_userId_key" ON "time_report_team_members"("userId");

-- AddForeignKey
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "time_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_report_team_members" ADD CONSTRAINT "time_report_team_members_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "time_report_teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The categories hours are reported on (reference data, the same in every database).
INSERT INTO "time_categories" ("code", "name", "sortOrder") VALUES
  ('PHONE', 'Kundtjänst telefon', 10),
  ('CASES', 'Ärendehantering', 20),
  ('CHAT_EMAIL', 'Chatt och e-post', 30),
  ('TRAINING', 'Utbildning', 40),
  ('MEETING', 'Möten', 50),
  ('ADMIN', 'Administration', 60),
  ('ABSENCE', 'Frånvaro', 70);
