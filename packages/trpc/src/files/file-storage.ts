import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DocumentFileType } from '@sappis/shared';

/**
 * Where uploaded and generated files (documents, main-agreement files, generated PDFs) are kept (issue 13
 * section 1, issue 21): PostgreSQL by default (postgres-file-storage.ts), an S3 bucket by setting
 * (s3-file-storage.ts). Every API process sees the same files; the rows name a file by its key.
 */
export interface FileStorage {
  /**
   * Streams `source` into a new file and answers its key and size; refuses (and keeps nothing) when it passes
   * `maxBytes` or, with `type`, when its first bytes are not those of the type.
   */
  save(source: Readable, limits: SaveLimits): Promise<StoredFile>;
  /** The file's bytes as a stream; NOT_FOUND when there is none. */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export interface SaveLimits {
  maxBytes: number;
  fileName: string;
  type?: DocumentFileType;
}

export interface StoredFile {
  key: string;
  size: number;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new file's key: random, never a user's file name. */
export function newFileKey(): string {
  return randomUUID();
}

/** Whether `key` can be one of ours (anything else is not found, whatever the storage would make of it). */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Reads a stored file whole (generated PDFs are small; downloads stream instead). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
