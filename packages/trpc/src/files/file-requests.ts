import type { Readable } from 'node:stream';
import {
  type DocumentFileType,
  documentTypeOf,
  FILE_TEXTS,
  type GroupName,
  groupIdsOf,
  groupsFor,
  hasAnyGroup,
  MAX_UPLOAD_BYTES,
  type RouteKey,
  safeFileName,
} from '@sappis/shared';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '../trpc.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** The signed-in user of a file request. */
export interface FileRequestUser {
  id: number;
  email: string;
}

/**
 * The user of an upload or download over plain HTTP, checked exactly as the procedures check theirs
 * (`requireGroups(...groupsFor(area))`, or `requireGroupsAndAnyOf` with `alsoAnyOf`): a valid session
 * (UNAUTHORIZED) with any of the area's groups, and of `alsoAnyOf` when given (FORBIDDEN).
 */
export async function authorizeFileRequest(
  ctx: Context,
  area: RouteKey,
  alsoAnyOf?: readonly GroupName[],
): Promise<FileRequestUser> {
  const session = await ctx.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN_MESSAGE);
  ctx.onAuthenticated(session.user);
  const groups = groupIdsOf(session.user.groups, ctx.productName);
  if (!hasAnyGroup(groups, groupsFor(area)) || !hasAnyGroup(groups, alsoAnyOf))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return { id: session.user.id, email: session.user.email };
}

export type UploadedFile = StoredFile & { fileName: string; type: DocumentFileType };

/**
 * One file of an upload, streamed into the storage: a type of document 3 by its extension and its first bytes,
 * at most MAX_UPLOAD_BYTES. A refused file is drained and nothing of it is kept.
 */
export async function storeUploadedFile(
  files: FileStorage,
  upload: { fileName: string; stream: Readable },
): Promise<UploadedFile> {
  const fileName = safeFileName(upload.fileName);
  const type = documentTypeOf(fileName);
  if (!type) {
    upload.stream.resume();
    throw new AppError('UNPROCESSABLE_CONTENT', FILE_TEXTS.refusedType(fileName));
  }
  const stored = await files.save(upload.stream, { maxBytes: MAX_UPLOAD_BYTES, fileName, type });
  return { ...stored, fileName, type };
}
