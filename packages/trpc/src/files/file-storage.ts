import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { type DocumentFileType, FILE_TEXTS, matchesType, SIGNATURE_BYTES } from '@sappis/shared';
import { AppError } from '../errors.ts';

/**
 * Where uploaded and generated files (documents, main-agreement files, generated PDFs) are kept (issue 13
 * section 1). The rows name a file by its key; swap the implementation for an object store.
 */
export interface FileStorage {
  /**
   * Streams `source` into a new file and answers its key and size; refuses (and keeps nothing) when it passes
   * `maxBytes` or, with `type`, when its first bytes are not those of the type.
   */
  save(
    source: Readable,
    limits: { maxBytes: number; fileName: string; type?: DocumentFileType },
  ): Promise<StoredFile>;
  /** The file's bytes as a stream; NOT_FOUND when there is none. */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  key: string;
  size: number;
}

/** The default folder: .data/files at the repository root (git-ignored). The API's setting FILE_STORAGE_DIR overrides it. */
export const DEFAULT_FILE_STORAGE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.data/files',
);

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Counts the bytes going through and checks the first ones; fails the pipeline past the limit. */
function guard(limits: { maxBytes: number; fileName: string; type?: DocumentFileType }) {
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = limits.type === undefined;
  const checkHead = (final: boolean) => {
    if (checked || (!final && head.length < SIGNATURE_BYTES)) return;
    checked = true;
    if (limits.type && !matchesType(limits.type, head)) {
      throw new AppError('BAD_REQUEST', FILE_TEXTS.wrongContent(limits.fileName));
    }
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        callback(new AppError('PAYLOAD_TOO_LARGE', FILE_TEXTS.tooLarge(limits.fileName)));
        return;
      }
      if (!checked) head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]);
      try {
        checkHead(false);
      } catch (error) {
        callback(error as Error);
        return;
      }
      callback(null, chunk);
    },
    flush(callback) {
      try {
        if (size === 0) throw new AppError('BAD_REQUEST', FILE_TEXTS.emptyFile(limits.fileName));
        checkHead(true);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return { transform, size: () => size };
}

/** Files on the local disk under `root`, two levels deep by key; keys are random, never a user's file name. */
export function localDiskStorage(root: string = DEFAULT_FILE_STORAGE_DIR): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
    return path.join(root, key);
  };
  return {
    async save(source, limits) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      const counter = guard(limits);
      // The source is piped, not handed to the pipeline: a refused file leaves it drained, not destroyed, so
      // the rest of a multipart request can still be read.
      const failSource = (error: Error) => counter.transform.destroy(error);
      source.once('error', failSource);
      source.pipe(counter.transform);
      const out = createWriteStream(target, { flags: 'wx' });
      try {
        await pipeline(counter.transform, out);
      } catch (error) {
        source.unpipe(counter.transform);
        source.resume();
        // A write stream destroyed while still opening creates the file afterwards: remove it once closed.
        if (!out.closed) await once(out, 'close').catch(() => {});
        await rm(target, { force: true });
        throw error;
      } finally {
        source.off('error', failSource);
      }
      return { key, size: counter.size() };
    },
    async open(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

let defaultStorage: FileStorage | undefined;

/** The process's local-disk storage at the default folder, made once. */
export function defaultFileStorage(): FileStorage {
  defaultStorage ??= localDiskStorage();
  return defaultStorage;
}

/** Reads a stored file whole (generated PDFs are small; downloads stream instead). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
