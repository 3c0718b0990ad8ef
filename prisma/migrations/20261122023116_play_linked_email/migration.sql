-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "playLinkedEmail" TEXT;
