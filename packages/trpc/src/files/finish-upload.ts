import type { Prisma, PrismaClient } from '@sappis/db';
import { runOnce } from '../idempotency/run-once.ts';
import type { UploadedFile } from './file-requests.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Registers files already in the storage, once per request id (runOnce): a repeated upload answers with the
 * first result, and the repeat's own files (which no row names) are removed, as are all files of a failed one.
 */
export async function finishUpload<T extends Prisma.InputJsonValue>(
  prisma: PrismaClient,
  files: FileStorage,
  input: { requestId: string; userId: number; procedure: string; uploaded: readonly UploadedFile[] },
  register: (tx: Prisma.TransactionClient) => Promise<T>,
  isNamed: (keys: string[]) => Promise<boolean>,
): Promise<T> {
  const keys = input.uploaded.map((file) => file.key);
  const removeAll = () => Promise.all(keys.map((key) => files.remove(key)));
  let result: T;
  try {
    result = await runOnce(
      prisma,
      { requestId: input.requestId, userId: input.userId, procedure: input.procedure },
      register,
    );
  } catch (error) {
    await removeAll();
    throw error;
  }
  if (keys.length > 0 && !(await isNamed(keys))) await removeAll();
  return result;
}
