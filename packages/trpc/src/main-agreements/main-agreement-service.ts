import type { Prisma, PrismaClient } from '@sappis/db';
import {
  activationLabel,
  CONTENT_TYPES,
  type DocumentFileType,
  documentTypeOf,
  INLINE_TYPES,
  isFileActive,
  MAIN_AGREEMENT_PAGE_SIZE,
  MAIN_AGREEMENT_TEXTS,
  type MainAgreementFileFields,
  type MainAgreementFilter,
} from '@sappis/shared';
import { bytesOf, type FileDownload } from '../documents/document-files.ts';
import { AppError } from '../errors.ts';
import type { FileStorage, StoredFile } from '../files/file-storage.ts';
import { memosForAgreements } from '../memos/service.ts';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';

/** GET sappis/operator_agreement?filters: a page of main agreements. */
export async function listMainAgreements(prisma: PrismaClient, filter: MainAgreementFilter, today: string) {
  const text = filter.text.trim();
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const day = new Date(`${today}T00:00:00.000Z`);
  const where: Prisma.MainAgreementWhereInput = {
    AND: [
      text === ''
        ? {}
        : {
            OR: [{ name: { contains: text, mode: 'insensitive' } }, ...(number === null ? [] : [{ number }])],
          },
      filter.transmission ? { transmissions: { has: filter.transmission } } : {},
      filter.operatorId ? { operatorId: filter.operatorId } : {},
      filter.mainCentral.trim() ? { mainCentral: { name: filter.mainCentral.trim() } } : {},
      filter.state === 'ACTIVE' ? { OR: [{ endsAt: null }, { endsAt: { gte: day } }] } : {},
      filter.state === 'ENDED' ? { endsAt: { lt: day } } : {},
    ],
  };
  const [total, rows] = await Promise.all([
    prisma.mainAgreement.count({ where }),
    prisma.mainAgreement.findMany({
      where,
      orderBy: { number: 'asc' },
      skip: (filter.page - 1) * MAIN_AGREEMENT_PAGE_SIZE,
      take: MAIN_AGREEMENT_PAGE_SIZE,
      include: { operator: true, mainCentral: true },
    }),
  ]);
  return {
    total,
    pageSize: MAIN_AGREEMENT_PAGE_SIZE,
    items: rows.map((row) => ({
      number: row.number,
      name: row.name,
      transmissions: row.transmissions,
      distributionNetwork: row.distributionNetwork,
      operator: row.operator?.name ?? null,
      mainCentral: row.mainCentral?.name ?? null,
      startsAt: toIsoDate(row.startsAt) ?? '',
      endsAt: toIsoDate(row.endsAt),
      ended: row.endsAt !== null && row.endsAt < day,
    })),
  };
}

const asObject = (value: Prisma.JsonValue): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const productNumbersOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

/** The tv or broadband settings: connection and port. */
function connectionSettings(value: unknown) {
  const object = asObject((value ?? null) as Prisma.JsonValue);
  return { connection: text(object.connection), port: text(object.port) };
}

/**
 * The collective part: hardware products, activations with their activation values, settings, reactivation;
 * products named from the catalogue (`productNames`, by product number) where the main agreement names none.
 */
function collectiveOf(value: Prisma.JsonValue, productNames: ReadonlyMap<string, string>) {
  const collective = asObject(value);
  if (Object.keys(collective).length === 0) return null;
  const activations = Array.isArray(collective.activations) ? collective.activations : [];
  const settings = asObject((collective.settings ?? null) as Prisma.JsonValue);
  return {
    hardwareProducts: productNumbersOf(collective.hardware_products).map((productNumber) => ({
      productNumber,
      name: productNames.get(productNumber) ?? '',
    })),
    activations: activations.map((entry) => {
      const activation = asObject(entry as Prisma.JsonValue);
      const type = Number(activation.activation_type);
      return {
        productId: text(activation.product_id),
        productName: text(activation.product_name) || (productNames.get(text(activation.product_id)) ?? ''),
        description: text(activation.description),
        activationType: Number.isFinite(type) ? type : 0,
        activationLabel: Number.isFinite(type) ? activationLabel(type) : '',
      };
    }),
    settings: Object.entries(settings).map(([key, setting]) => ({ key, value: JSON.stringify(setting) })),
    reactivation: collective.reactivation === true,
  };
}

/** The product numbers a collective part names (hardware and activations). */
function collectiveProductNumbers(value: Prisma.JsonValue): string[] {
  const collective = asObject(value);
  const activations = Array.isArray(collective.activations) ? collective.activations : [];
  return [
    ...productNumbersOf(collective.hardware_products),
    ...activations.map((entry) => text(asObject(entry as Prisma.JsonValue).product_id)),
  ].filter(Boolean);
}

function fileOutput(
  file: {
    id: number;
    title: string;
    mainCentral: string | null;
    uploadName: string;
    uploadType: string;
    startsAt: Date | null;
    endsAt: Date | null;
    public: boolean;
    active: boolean;
    createdAt: Date;
  },
  today: string,
) {
  const startsAt = toIsoDate(file.startsAt);
  const endsAt = toIsoDate(file.endsAt);
  return {
    id: file.id,
    title: file.title,
    mainCentral: file.mainCentral ?? '',
    uploadName: file.uploadName,
    uploadType: file.uploadType,
    startsAt,
    endsAt,
    public: file.public,
    flaggedActive: file.active,
    active: isFileActive({ active: file.active, startsAt, endsAt }, today),
    createdAt: toIsoDateTime(file.createdAt),
  };
}

async function findMainAgreement(prisma: PrismaClient | Prisma.TransactionClient, number: number) {
  const found = await prisma.mainAgreement.findUnique({
    where: { number },
    include: { operator: true, mainCentral: true },
  });
  if (!found) throw new AppError('NOT_FOUND', MAIN_AGREEMENT_TEXTS.notFound);
  return found;
}

/** GET sappis/operator_agreement/{id}: the details, memos (newest first) and files. */
export async function mainAgreementDetails(prisma: PrismaClient, number: number, today: string) {
  const main = await findMainAgreement(prisma, number);
  const settings = asObject(main.settings);
  const [memos, files, addressCount, products] = await Promise.all([
    memosForAgreements(
      prisma,
      {
        mainAgreementIds: [main.id],
        operatorIds: main.operatorId ? [main.operatorId] : [],
        mainCentrals: main.mainCentral ? [main.mainCentral.name] : [],
      },
      today,
    ),
    prisma.mainAgreementFile.findMany({
      where: { mainAgreementId: main.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      omit: { content: true },
    }),
    prisma.access.count({ where: { mainAgreementId: main.id } }),
    prisma.product.findMany({
      where: { productNumber: { in: collectiveProductNumbers(main.collective) } },
      select: { productNumber: true, name: true },
    }),
  ]);
  const productNames = new Map(products.map((product) => [product.productNumber, product.name]));
  return {
    number: main.number,
    name: main.name,
    transmissions: main.transmissions,
    distributionNetwork: main.distributionNetwork ?? '',
    servicePartner: main.servicePartner ?? '',
    operator: main.operator ? { id: main.operator.id, name: main.operator.name } : null,
    mainCentral: main.mainCentral
      ? { name: main.mainCentral.name, description: main.mainCentral.description ?? '' }
      : null,
    startsAt: toIsoDate(main.startsAt) ?? '',
    endsAt: toIsoDate(main.endsAt),
    months: main.months,
    category: main.category,
    settings: { tv: connectionSettings(settings.tv), broadband: connectionSettings(settings.broadband) },
    collective: collectiveOf(main.collective, productNames),
    memos,
    files: files.map((file) => fileOutput(file, today)),
    addressCount,
  };
}

/** GET sappis/main_centrals. */
export async function listMainCentrals(prisma: PrismaClient) {
  const centrals = await prisma.mainCentral.findMany({
    orderBy: { name: 'asc' },
    select: { name: true, description: true, _count: { select: { mainAgreements: true } } },
  });
  return centrals.map((central) => ({
    name: central.name,
    description: central.description ?? '',
    mainAgreementCount: central._count.mainAgreements,
  }));
}

/** The operators (filter and memo scope). */
export async function listOperators(prisma: PrismaClient) {
  return prisma.operator.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } });
}

/** GET addresses of a main agreement: its accesses with their addresses, a page at a time. */
export async function listMainAgreementAddresses(
  prisma: PrismaClient,
  input: { number: number; page: number; pageSize: number },
) {
  const main = await findMainAgreement(prisma, input.number);
  const where = { mainAgreementId: main.id };
  const [total, accesses] = await Promise.all([
    prisma.access.count({ where }),
    prisma.access.findMany({
      where,
      orderBy: { id: 'asc' },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      include: { address: true },
    }),
  ]);
  return {
    total,
    items: accesses.map((access) => ({
      id: access.id,
      addressId: access.addressId,
      address: access.address.composite,
      externalId: access.externalId,
      network: access.network,
      mainCentral: access.mainCentral ?? '',
      validFrom: toIsoDate(access.validFrom) ?? '',
      validTo: toIsoDate(access.validTo),
    })),
  };
}

/**
 * addresses/destroy_all: every address (access) of the main agreement goes, with an audit row naming how many;
 * in the caller's transaction.
 */
export async function destroyAllAddresses(
  tx: Prisma.TransactionClient,
  input: { actorId: number; number: number },
) {
  const main = await findMainAgreement(tx, input.number);
  const { count } = await tx.access.deleteMany({ where: { mainAgreementId: main.id } });
  await tx.auditEntry.create({
    data: {
      userId: input.actorId,
      action: 'mainAgreement.destroyAllAddresses',
      entityType: 'MainAgreement',
      entityId: String(main.number),
      details: { count },
    },
  });
  return { count, message: MAIN_AGREEMENT_TEXTS.addressesDeleted(count) };
}

const toDay = (value: string) => (value === '' ? null : new Date(`${value}T00:00:00.000Z`));

/** The columns a file's form sets. */
const fileColumns = (fields: MainAgreementFileFields) => ({
  title: fields.title,
  mainCentral: fields.mainCentral || null,
  startsAt: toDay(fields.startsAt),
  endsAt: toDay(fields.endsAt),
  public: fields.public,
  active: fields.active,
});

/** POST files: a file streamed into the storage becomes a file of the main agreement (caller's transaction). */
export async function registerMainAgreementFile(
  tx: Prisma.TransactionClient,
  input: {
    actorId: number;
    number: number;
    fields: MainAgreementFileFields;
    file: StoredFile & { fileName: string; type: DocumentFileType };
  },
) {
  const main = await findMainAgreement(tx, input.number);
  const created = await tx.mainAgreementFile.create({
    data: {
      mainAgreementId: main.id,
      ...fileColumns(input.fields),
      uploadName: input.file.fileName,
      uploadType: CONTENT_TYPES[input.file.type],
      storageKey: input.file.key,
      size: input.file.size,
    },
  });
  await tx.auditEntry.create({
    data: {
      userId: input.actorId,
      action: 'mainAgreement.uploadFile',
      entityType: 'MainAgreementFile',
      entityId: String(created.id),
      details: { mainAgreement: main.number, ...input.fields, fileName: input.file.fileName },
    },
  });
  return { id: created.id, message: MAIN_AGREEMENT_TEXTS.fileSaved };
}

/** PUT files/{id}: title, central, validity, public and active flags (the uploaded file stays). */
export async function updateMainAgreementFile(
  prisma: PrismaClient,
  input: { actorId: number; id: number; fields: MainAgreementFileFields },
) {
  return prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM main_agreement_files WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) throw new AppError('NOT_FOUND', MAIN_AGREEMENT_TEXTS.fileNotFound);
    await tx.mainAgreementFile.update({
      where: { id: input.id },
      data: fileColumns(input.fields),
    });
    await tx.auditEntry.create({
      data: {
        userId: input.actorId,
        action: 'mainAgreement.updateFile',
        entityType: 'MainAgreementFile',
        entityId: String(input.id),
        details: { ...input.fields },
      },
    });
    return { id: input.id, message: MAIN_AGREEMENT_TEXTS.fileUpdated };
  });
}

/** A main-agreement file as a download; DOCM and types not of document 3 only as an attachment. */
export async function mainAgreementFileDownload(
  prisma: PrismaClient,
  files: FileStorage,
  id: number,
): Promise<FileDownload> {
  const file = await prisma.mainAgreementFile.findUnique({ where: { id } });
  if (!file) throw new AppError('NOT_FOUND', MAIN_AGREEMENT_TEXTS.fileNotFound);
  const type = documentTypeOf(file.uploadName);
  return {
    fileName: file.uploadName,
    contentType: type ? CONTENT_TYPES[type] : 'application/octet-stream',
    inline: type !== null && INLINE_TYPES.has(type),
    size: file.storageKey ? file.size : (file.content?.length ?? 0),
    open: bytesOf(files, file),
  };
}
