import { type Readable, Transform } from 'node:stream';
import { FILE_TEXTS, matchesType, SIGNATURE_BYTES } from '@sappis/shared';
import { AppError } from '../errors.ts';
import type { SaveLimits } from './file-storage.ts';

/** Counts the bytes going through and checks the first ones; fails the stream past the limit. */
function guard(limits: SaveLimits) {
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

/**
 * Hands `store` the bytes of `source` checked against `limits` (size, empty file, type signature): `store`
 * fails with the refusal when the guard refuses, and must then keep nothing. Answers the stored size.
 * The source is piped, not handed to a pipeline: a refused file leaves it drained, not destroyed, so the rest
 * of a multipart request can still be read.
 */
export async function storeGuarded(
  source: Readable,
  limits: SaveLimits,
  store: (guarded: Readable) => Promise<unknown>,
): Promise<number> {
  const counter = guard(limits);
  const failSource = (error: Error) => counter.transform.destroy(error);
  source.once('error', failSource);
  // A refusal may come before `store` reads (it may wait for a connection first): it then reads the error.
  counter.transform.on('error', () => {});
  source.pipe(counter.transform);
  try {
    await store(counter.transform);
    return counter.size();
  } catch (error) {
    source.unpipe(counter.transform);
    counter.transform.destroy();
    source.resume();
    throw error;
  } finally {
    source.off('error', failSource);
  }
}
