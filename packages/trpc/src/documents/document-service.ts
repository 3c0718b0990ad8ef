import { Readable } from 'node:stream';
import type { Prisma, PrismaClient } from '@sappis/db';
import {
  CONTENT_TYPES,
  canReceiveConfirmation,
  DOCUMENT_TEXTS,
  type DocumentFileType,
  type DocumentStatus,
  documentStatusLabel,
  EMAIL_NOT_CONFIGURED_STATUS,
  EMAIL_SENT_STATUS,
  fillTemplate,
  MAX_UPLOAD_BYTES,
} from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { AppError } from '../errors.ts';
import type { FileStorage, StoredFile } from '../files/file-storage.ts';
import { htmlText } from '../html/sanitize.ts';
import { writePdf } from '../pdf/write-pdf.ts';
import { nextDocumentNumber } from './document-files.ts';

/** The signed-in user acting: id for the audit, e-mail as the document's 'created by'. */
export interface DocumentActor {
  id: number;
  email: string;
}

/** GET dokument?avtalsnummer=: the agreement's documents, newest first. */
export async function listDocuments(prisma: PrismaClient, agreementNumber: number) {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber },
    select: {
      documents: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: {
          documentNumber: true,
          type: true,
          name: true,
          status: true,
          createdBy: true,
          createdAt: true,
        },
      },
    },
  });
  if (!agreement) throw new AppError('NOT_FOUND', DOCUMENT_TEXTS.agreementNotFound);
  return agreement.documents.map((document) => ({
    documentNumber: document.documentNumber,
    type: document.type,
    name: document.name,
    status: document.status,
    statusLabel: documentStatusLabel(document.status),
    createdBy: document.createdBy,
    createdAt: document.createdAt.toISOString(),
  }));
}

/** GET dokument/mall: the templates, 'Tom mall' and 'Tom företagsmall' first. */
export async function listTemplates(prisma: PrismaClient) {
  return prisma.documentTemplate.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true } });
}

async function agreementWithCustomer(tx: Prisma.TransactionClient, agreementNumber: number) {
  const agreement = await tx.agreement.findUnique({
    where: { agreementNumber },
    include: { customer: true },
  });
  if (!agreement) throw new AppError('NOT_FOUND', DOCUMENT_TEXTS.agreementNotFound);
  return agreement;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The fields a template may name, from the customer and the agreement (document 3 section 3). */
function templateValues(agreement: Awaited<ReturnType<typeof agreementWithCustomer>>, today: string) {
  const { customer } = agreement;
  const values: Record<string, string> = {
    kundNamn: customer.name,
    kundFornamn: customer.firstName,
    kundEfternamn: customer.lastName,
    kundKundnummer: String(customer.customerNumber),
    kundIdentitet: customer.personalId,
    kundEpost: customer.email ?? '',
    kundLeveransAdress: customer.deliveryAddress ?? agreement.deliveryAddress,
    kundLeveransPostnummer: customer.deliveryPostalCode ?? agreement.deliveryPostalCode ?? '',
    kundLeveransOrt: customer.deliveryCity ?? agreement.deliveryCity,
    kundFakturaAdress: customer.invoiceAddress ?? customer.deliveryAddress ?? '',
    kundFakturaPostnummer: customer.invoicePostalCode ?? customer.deliveryPostalCode ?? '',
    kundFakturaPostort: customer.invoiceCity ?? customer.deliveryCity ?? '',
    kontaktperson: customer.name,
    avtalsnummer: String(agreement.agreementNumber),
    avtalLeveransadress: agreement.deliveryAddress,
    avtalLeveransort: agreement.deliveryCity,
    datum: today,
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
}

/**
 * POST dokument/mall/{id}/?avtalsnummer=&kundnummer=: a PDF from the template filled with the customer's and
 * the agreement's data, kept in the file storage and listed on the agreement ('Skall skrivas ut'). The PDF is
 * written before the transaction; a failed transaction removes it again.
 */
export async function createDocumentFromTemplate(
  files: FileStorage,
  tx: Prisma.TransactionClient,
  input: { actor: DocumentActor; agreementNumber: number; templateId: number; today: string },
) {
  const template = await tx.documentTemplate.findUnique({ where: { id: input.templateId } });
  if (!template) throw new AppError('NOT_FOUND', DOCUMENT_TEXTS.templateNotFound);
  const agreement = await agreementWithCustomer(tx, input.agreementNumber);
  const html = fillTemplate(template.content, templateValues(agreement, input.today));
  const title = `${template.name} ${agreement.agreementNumber}`;
  const pdf = await writePdf(
    [
      { text: template.name, bold: true, size: 16 },
      { text: input.today, size: 9, color: '#555555' },
      ...htmlText(html).map((text, index) => ({
        text,
        size: 11,
        wrap: true,
        gapBefore: index === 0 ? 14 : 4,
      })),
    ],
    { title },
  );
  const stored = await files.save(Readable.from([pdf]), {
    maxBytes: MAX_UPLOAD_BYTES,
    fileName: `${title}.pdf`,
  });
  try {
    const documentNumber = await nextDocumentNumber(tx);
    await tx.document.create({
      data: {
        documentNumber,
        customerId: agreement.customerId,
        agreementId: agreement.id,
        name: `${title}.pdf`,
        type: 'PDF',
        createdBy: input.actor.email,
        storageKey: stored.key,
        size: stored.size,
      },
    });
    await audit(
      tx,
      input.actor,
      'document.createFromTemplate',
      { entityId: documentNumber, customerId: agreement.customerId },
      {
        templateId: template.id,
        agreementNumber: agreement.agreementNumber,
      },
    );
    await appendCustomerChanged(tx, {
      customerNumber: agreement.customer.customerNumber,
      agreementNumber: agreement.agreementNumber,
      actorId: input.actor.id,
      change: 'document.createFromTemplate',
    });
    return { documentNumber, message: DOCUMENT_TEXTS.created };
  } catch (error) {
    await files.remove(stored.key);
    throw error;
  }
}

/**
 * POST dokument (upload): files already streamed into the storage become documents of the agreement; in the
 * caller's transaction (runOnce), which removes nothing itself: the HTTP route removes the files when it fails.
 */
export async function registerUploadedDocuments(
  tx: Prisma.TransactionClient,
  input: {
    actor: DocumentActor;
    agreementNumber: number;
    files: ReadonlyArray<StoredFile & { fileName: string; type: DocumentFileType }>;
  },
) {
  const agreement = await agreementWithCustomer(tx, input.agreementNumber);
  const documentNumbers: number[] = [];
  for (const file of input.files) {
    const documentNumber = await nextDocumentNumber(tx);
    await tx.document.create({
      data: {
        documentNumber,
        customerId: agreement.customerId,
        agreementId: agreement.id,
        name: file.fileName,
        type: file.type,
        createdBy: input.actor.email,
        storageKey: file.key,
        size: file.size,
      },
    });
    documentNumbers.push(documentNumber);
  }
  await audit(
    tx,
    input.actor,
    'document.upload',
    { entityId: documentNumbers.join(','), customerId: agreement.customerId },
    {
      agreementNumber: agreement.agreementNumber,
      files: input.files.map((file) => ({ name: file.fileName, type: file.type, size: file.size })),
    },
  );
  await appendCustomerChanged(tx, {
    customerNumber: agreement.customer.customerNumber,
    agreementNumber: agreement.agreementNumber,
    actorId: input.actor.id,
    change: 'document.upload',
  });
  return { documentNumbers, message: DOCUMENT_TEXTS.uploaded };
}

async function lockDocument(tx: Prisma.TransactionClient, documentNumber: number, failure: string) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM documents WHERE "documentNumber" = ${documentNumber} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', failure);
  return tx.document.findUniqueOrThrow({
    where: { id: locked.id },
    include: { customer: true, agreement: { select: { agreementNumber: true } } },
  });
}

async function audit(
  tx: Prisma.TransactionClient,
  actor: DocumentActor,
  action: string,
  entity: { entityId: number | string; customerId: number },
  details: Prisma.InputJsonValue,
) {
  await tx.auditEntry.create({
    data: {
      userId: actor.id,
      action,
      entityType: 'Document',
      entityId: String(entity.entityId),
      customerId: entity.customerId,
      details,
    },
  });
}

/** The audit row of a change to a locked document, then 'customer.changed' for its customer (last). */
async function recordDocumentChange(
  tx: Prisma.TransactionClient,
  document: Awaited<ReturnType<typeof lockDocument>>,
  actor: DocumentActor,
  change: string,
  details: Prisma.InputJsonValue,
) {
  await audit(
    tx,
    actor,
    change,
    { entityId: document.documentNumber, customerId: document.customerId },
    details,
  );
  await appendCustomerChanged(tx, {
    customerNumber: document.customer.customerNumber,
    agreementNumber: document.agreement?.agreementNumber ?? null,
    actorId: actor.id,
    change,
  });
}

/** PUT dokument/{id}?status=: the print state; an unchanged one is refused. */
export async function changeDocumentStatus(
  tx: Prisma.TransactionClient,
  input: { actor: DocumentActor; documentNumber: number; status: DocumentStatus },
) {
  const document = await lockDocument(tx, input.documentNumber, DOCUMENT_TEXTS.statusFailed);
  if (document.status === input.status) throw new AppError('BAD_REQUEST', DOCUMENT_TEXTS.sameStatus);
  await tx.document.update({ where: { id: document.id }, data: { status: input.status } });
  await recordDocumentChange(tx, document, input.actor, 'document.changeStatus', {
    before: document.status,
    after: input.status,
  });
  return { documentNumber: input.documentNumber, message: DOCUMENT_TEXTS.statusChanged };
}

/**
 * POST dokument/{id}/skicka: the document e-mailed to the customer (the e-mail sender) with the document itself
 * attached, status 'Skickat mejl'.
 */
export async function sendDocument(
  tx: Prisma.TransactionClient,
  emailSender: EmailSender,
  input: { actor: DocumentActor; documentNumber: number },
) {
  const document = await lockDocument(tx, input.documentNumber, DOCUMENT_TEXTS.sendFailed);
  const to = document.customer.email;
  if (!canReceiveConfirmation(to)) throw new AppError('BAD_REQUEST', DOCUMENT_TEXTS.noEmail);
  const receipt = await emailSender.send({
    tx,
    customerId: document.customerId,
    to,
    operation: 'document.send',
    title: document.name,
    subject: `Dokument från kundservice: ${document.name}`,
    paragraphs: [
      `Hej ${document.customer.firstName}!`,
      `Här kommer dokumentet ${document.name}${document.agreement ? ` för avtal ${document.agreement.agreementNumber}` : ''}, bifogat i det här mejlet.`,
      'Med vänlig hälsning, Kundservice',
    ],
    attachments: [
      {
        fileName: document.name,
        contentType: CONTENT_TYPES[document.type as DocumentFileType],
        documentId: document.id,
      },
    ],
  });
  if (receipt.status === EMAIL_NOT_CONFIGURED_STATUS)
    throw new AppError('SERVICE_UNAVAILABLE', DOCUMENT_TEXTS.sendNotConfigured);
  if (receipt.status !== EMAIL_SENT_STATUS)
    throw new AppError('SERVICE_UNAVAILABLE', DOCUMENT_TEXTS.sendFailed);
  await tx.document.update({ where: { id: document.id }, data: { status: 'EMAILED' } });
  await recordDocumentChange(tx, document, input.actor, 'document.send', { to });
  return { documentNumber: input.documentNumber, message: DOCUMENT_TEXTS.sent };
}

/** DELETE dokument/{id}: the row goes in the transaction; its stored file after the commit (the caller's). */
export async function deleteDocument(
  tx: Prisma.TransactionClient,
  input: { actor: DocumentActor; documentNumber: number },
) {
  const document = await lockDocument(tx, input.documentNumber, DOCUMENT_TEXTS.deleteFailed);
  await tx.document.delete({ where: { id: document.id } });
  await recordDocumentChange(tx, document, input.actor, 'document.delete', { name: document.name });
  return {
    storageKey: document.storageKey,
    result: { documentNumber: input.documentNumber, message: DOCUMENT_TEXTS.deleted },
  };
}
