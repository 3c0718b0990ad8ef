-- The default file storage (packages/trpc/src/files/postgres-file-storage.ts): files in PostgreSQL, so every API
-- process sees the same files and one backup holds them (issue 21). A file's bytes are its chunks in order.
CREATE TABLE "stored_files" (
    "key" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key")
);

CREATE TABLE "stored_file_chunks" (
    "fileKey" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY ("fileKey","index")
);

ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_fileKey_fkey" FOREIGN KEY ("fileKey") REFERENCES "stored_files"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- Uploads are mostly compressed already (PDF, JPEG, PNG, docm): kept out of line without trying to compress them.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;

-- A file goes with the row that names it, whoever deletes that row (a customer's deletion cascades to its
-- documents). With another storage (S3) the keys name no stored_files row and this deletes nothing.
-- The body is an escape string with \x3B for its semicolons: the pg adapter of Prisma splits a migration at every semicolon.
CREATE FUNCTION "delete_stored_file"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "stored_files" WHERE "key" = OLD."storageKey"\x3B
  RETURN NULL\x3B
END
';

CREATE TRIGGER "documents_delete_stored_file" AFTER DELETE ON "documents"
  FOR EACH ROW WHEN (OLD."storageKey" IS NOT NULL) EXECUTE FUNCTION "delete_stored_file"();
CREATE TRIGGER "main_agreement_files_delete_stored_file" AFTER DELETE ON "main_agreement_files"
  FOR EACH ROW WHEN (OLD."storageKey" IS NOT NULL) EXECUTE FUNCTION "delete_stored_file"();
