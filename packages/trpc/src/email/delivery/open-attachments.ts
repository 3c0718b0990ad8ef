import { Readable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import { bytesOf } from '../../documents/document-files.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { createInvoicePdf } from '../../invoices/invoice-pdf.ts';
import type { MessageAttachment } from './email-transport.ts';

/** Where the delivery job finds the bytes of attachments: the file storage, and the product name invoices carry. */
export interface AttachmentSources {
  files: FileStorage;
  productName: string;
}

/** An outbox attachment row as the delivery job reads it (schema.prisma CustomerEmailAttachment). */
export interface StoredAttachment {
  fileName: string;
  contentType: string;
  document: { storageKey: string | null; content: Uint8Array | null } | null;
  invoice: { invoiceNumber: number } | null;
}

/** The select that reads a mail's attachments as StoredAttachment, in the order they were written. */
export const storedAttachmentsSelect = {
  orderBy: { id: 'asc' },
  select: {
    fileName: true,
    contentType: true,
    document: { select: { storageKey: true, content: true } },
    invoice: { select: { invoiceNumber: true } },
  },
} as const;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One attachment's bytes; the error names the file when its source is gone or cannot be read. */
async function open(prisma: PrismaClient, sources: AttachmentSources, attachment: StoredAttachment) {
  const { document, invoice, fileName } = attachment;
  try {
    if (document) return await bytesOf(sources.files, document)();
    if (invoice) {
      // A generated invoice is a few kilobytes: rendered whole, then streamed like the stored files.
      const pdf = await createInvoicePdf(prisma, {
        invoiceNumber: invoice.invoiceNumber,
        productName: sources.productName,
      });
      return Readable.from([pdf.content]);
    }
  } catch (error) {
    throw new Error(`Bilagan ${fileName} kunde inte öppnas: ${reasonOf(error)}`);
  }
  throw new Error(`Bilagan ${fileName} finns inte längre`);
}

/**
 * Opens a mail's attachments as streams for the transport: a document's bytes from the file storage (open(key)) or
 * its row, an invoice's PDF generated now. When one cannot be opened (its document was deleted since, say), the
 * ones already open are closed and the error names the file, as the agent reads it in 'E-post och SMS'.
 */
export async function openAttachments(
  prisma: PrismaClient,
  sources: AttachmentSources,
  attachments: readonly StoredAttachment[],
): Promise<MessageAttachment[]> {
  const opened: MessageAttachment[] = [];
  try {
    for (const attachment of attachments) {
      const content = await open(prisma, sources, attachment);
      opened.push({ fileName: attachment.fileName, contentType: attachment.contentType, content });
    }
    return opened;
  } catch (error) {
    for (const attachment of opened) attachment.content.destroy();
    throw error;
  }
}
