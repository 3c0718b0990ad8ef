import type { PrismaClient } from '@sappis/db';
import { FILE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import type { FileRequestUser, UploadedFile } from '../files/file-requests.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { finishUpload } from '../files/finish-upload.ts';
import { registerUploadedDocuments } from './document-service.ts';

/** POST dokument (the drop zone of panel 7): the streamed files become documents of the agreement, once. */
export async function uploadDocuments(
  prisma: PrismaClient,
  files: FileStorage,
  input: {
    user: FileRequestUser;
    requestId: string;
    agreementNumber: number;
    uploaded: readonly UploadedFile[];
  },
) {
  if (input.uploaded.length === 0) throw new AppError('BAD_REQUEST', FILE_TEXTS.noFile);
  return finishUpload(
    prisma,
    files,
    {
      requestId: input.requestId,
      userId: input.user.id,
      procedure: 'documents.upload',
      uploaded: input.uploaded,
    },
    (tx) =>
      registerUploadedDocuments(tx, {
        actor: input.user,
        agreementNumber: input.agreementNumber,
        files: input.uploaded,
      }),
    async (keys) => (await prisma.document.count({ where: { storageKey: { in: keys } } })) > 0,
  );
}
