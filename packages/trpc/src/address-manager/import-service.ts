import type { Prisma, PrismaClient } from '@sappis/db';
import { ADDRESS_IMPORT_TEXTS, checkImportFile, type ImportAddress, type RejectedRow } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { toIsoDateTime } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

export const IMPORT_RACE_MESSAGE = 'Adressregistret ändrades under importen, försök igen';

export type ImportOutcome =
  | { outcome: 'rejected'; rowCount: number; rejected: RejectedRow[] }
  | { outcome: 'imported'; taskId: number; rowCount: number; created: number; updated: number };

/**
 * Imports a CSV file into the address register (/sappis/address-manager/import), all or nothing. Every row is
 * checked first (checkImportFile, then against the register: an address that exists under another id); any
 * rejected row and nothing is written, the answer lists the rejected rows. Otherwise, once per request id and in
 * one transaction: new ids are added, known ids updated, and an import task plus an audit row record it.
 */
export async function importAddressFile(
  prisma: PrismaClient,
  args: { requestId: string; userId: number; procedure: string; fileName: string; content: string },
): Promise<ImportOutcome> {
  const check = checkImportFile(args.content);
  const existing = await addressesUnderOtherIds(prisma, check.addresses);
  const rejected = [
    ...check.rejected,
    ...existing.map(({ line, id }) => ({
      line,
      addressId: check.addresses.find((address) => address.line === line)?.id ?? '',
      reasons: [ADDRESS_IMPORT_TEXTS.existsWithOtherId(id)],
    })),
  ].sort((a, b) => a.line - b.line);
  const rowCount = check.addresses.length + check.rejected.length;
  if (rejected.length > 0) return { outcome: 'rejected', rowCount, rejected };
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.userId, procedure: args.procedure },
    (tx) => writeImport(tx, { userId: args.userId, fileName: args.fileName, addresses: check.addresses }),
  );
}

/** Rows whose address (its natural key) is in the register under another address id. */
async function addressesUnderOtherIds(
  prisma: PrismaClient | Tx,
  addresses: ImportAddress[],
): Promise<Array<{ line: number; id: string }>> {
  if (addresses.length === 0) return [];
  return prisma.$queryRaw<Array<{ line: number; id: string }>>`
    SELECT i.line, a.id
    FROM unnest(
      ${addresses.map((a) => a.line)}::int[], ${addresses.map((a) => a.id)}::text[],
      ${addresses.map((a) => a.street)}::text[], ${addresses.map((a) => a.number)}::text[],
      ${addresses.map((a) => a.entrance ?? '')}::text[], ${addresses.map((a) => a.apartment ?? '')}::text[],
      ${addresses.map((a) => a.zipCode)}::text[]
    ) AS i(line, id, street, number, entrance, apartment, zip)
    JOIN "addresses" a
      ON lower(a."street") = lower(i.street) AND lower(a."number") = lower(i.number)
     AND lower(COALESCE(a."entrance", '')) = lower(i.entrance) AND COALESCE(a."apartment", '') = i.apartment
     AND replace(a."zipCode", ' ', '') = i.zip
    WHERE a.id <> i.id
    ORDER BY i.line`;
}

const isUniqueViolation = (error: unknown) => /23505|unique constraint/i.test(String(error));

async function writeImport(
  tx: Tx,
  args: { userId: number; fileName: string; addresses: ImportAddress[] },
): Promise<ImportOutcome & { outcome: 'imported' }> {
  const { addresses } = args;
  const written = await tx.$queryRaw<Array<{ inserted: boolean }>>`
      INSERT INTO "addresses" ("id", "street", "number", "entrance", "apartment", "apartmentDisplay", "zipCode",
        "city", "composite", "network", "transmission", "validTo")
      SELECT * FROM unnest(
        ${addresses.map((a) => a.id)}::text[], ${addresses.map((a) => a.street)}::text[],
        ${addresses.map((a) => a.number)}::text[], ${addresses.map((a) => a.entrance)}::text[],
        ${addresses.map((a) => a.apartment)}::text[],
        ${addresses.map((a) => (a.apartment ? `Lgh ${a.apartment}` : null))}::text[],
        ${addresses.map((a) => a.zipCode)}::text[], ${addresses.map((a) => a.city)}::text[],
        ${addresses.map((a) => a.composite)}::text[], ${addresses.map((a) => a.network)}::text[],
        ${addresses.map((a) => (a.transmission === null ? null : String(a.transmission)))}::text[]::int[],
        ${addresses.map((a) => a.validTo)}::text[]::date[]
      )
      ON CONFLICT ("id") DO UPDATE SET
        "street" = EXCLUDED."street", "number" = EXCLUDED."number", "entrance" = EXCLUDED."entrance",
        "apartment" = EXCLUDED."apartment", "apartmentDisplay" = EXCLUDED."apartmentDisplay",
        "zipCode" = EXCLUDED."zipCode", "city" = EXCLUDED."city", "composite" = EXCLUDED."composite",
        "network" = EXCLUDED."network", "transmission" = EXCLUDED."transmission", "validTo" = EXCLUDED."validTo"
      RETURNING (xmax = 0) AS inserted`.catch((error: unknown) => {
    // Another import or an added address took one of the addresses since the check.
    throw isUniqueViolation(error) ? new AppError('CONFLICT', IMPORT_RACE_MESSAGE) : error;
  });
  const created = written.filter((row) => row.inserted).length;
  const updated = written.length - created;
  const task = await tx.addressImportTask.create({
    data: {
      fileName: args.fileName,
      rowCount: addresses.length,
      createdCount: created,
      updatedCount: updated,
      createdById: args.userId,
    },
  });
  await tx.auditEntry.create({
    data: {
      userId: args.userId,
      action: 'addressImport.imported',
      entityType: 'addressImportTask',
      entityId: String(task.id),
      details: { fileName: args.fileName, rowCount: addresses.length, created, updated },
    },
  });
  return { outcome: 'imported', taskId: task.id, rowCount: addresses.length, created, updated };
}

export const IMPORT_TASKS_PAGE_SIZE = 25;

/** GET import tasks (document 1 section 7.2): the imports, newest first, with who ran them. */
export async function listImportTasks(prisma: PrismaClient, args: { page: number }) {
  const [tasks, total] = await prisma.$transaction([
    prisma.addressImportTask.findMany({
      orderBy: { id: 'desc' },
      skip: (args.page - 1) * IMPORT_TASKS_PAGE_SIZE,
      take: IMPORT_TASKS_PAGE_SIZE,
    }),
    prisma.addressImportTask.count(),
  ]);
  const userIds = [
    ...new Set(tasks.flatMap((task) => (task.createdById === null ? [] : [task.createdById]))),
  ];
  const users = await prisma.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return {
    tasks: tasks.map((task) => ({
      id: task.id,
      fileName: task.fileName,
      rowCount: task.rowCount,
      created: task.createdCount,
      updated: task.updatedCount,
      createdAt: toIsoDateTime(task.createdAt),
      createdBy: task.createdById === null ? null : (names.get(task.createdById) ?? null),
    })),
    total,
    pageSize: IMPORT_TASKS_PAGE_SIZE,
  };
}
