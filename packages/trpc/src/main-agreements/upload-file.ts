import type { PrismaClient } from '@sappis/db';
import { MAIN_AGREEMENT_TEXTS, type MainAgreementFileFields } from '@sappis/shared';
import { AppError } from '../errors.ts';
import type { FileRequestUser, UploadedFile } from '../files/file-requests.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { finishUpload } from '../files/finish-upload.ts';
import { registerMainAgreementFile } from './main-agreement-service.ts';

/** POST files of a main agreement: a title and one uploaded file (document 3 section 5), once per request id. */
export async function uploadMainAgreementFile(
  prisma: PrismaClient,
  files: FileStorage,
  input: {
    user: FileRequestUser;
    requestId: string;
    number: number;
    fields: MainAgreementFileFields;
    uploaded: readonly UploadedFile[];
  },
) {
  const [file, ...more] = input.uploaded;
  if (!file || more.length > 0) {
    await Promise.all(input.uploaded.map((extra) => files.remove(extra.key)));
    throw new AppError('BAD_REQUEST', MAIN_AGREEMENT_TEXTS.fileRequired);
  }
  return finishUpload(
    prisma,
    files,
    {
      requestId: input.requestId,
      userId: input.user.id,
      procedure: 'mainAgreements.uploadFile',
      uploaded: [file],
    },
    (tx) =>
      registerMainAgreementFile(tx, {
        actorId: input.user.id,
        number: input.number,
        fields: input.fields,
        file,
      }),
    async (keys) => (await prisma.mainAgreementFile.count({ where: { storageKey: { in: keys } } })) > 0,
  );
}
