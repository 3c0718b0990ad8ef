import { Readable } from 'node:stream';
import { FILE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { type FileStorage, isFileKey, newFileKey } from './file-storage.ts';
import { storeGuarded } from './upload-guard.ts';

/** An S3 bucket (AWS or any S3-compatible store) and how to reach it. */
export interface S3FileStorageSettings {
  bucket: string;
  region: string;
  /** The address of an S3-compatible store; undefined: AWS's own for the region. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's default credential chain (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible stores need. */
  forcePathStyle: boolean;
}

/** The smallest part S3 takes; one part at a time, so an upload holds about this much in memory. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3 bucket, for large installations: uploads stream in parts (a refused or failed one is
 * aborted and keeps nothing), downloads stream from the object. Keys are the object names.
 */
export function s3FileStorage(settings: S3FileStorageSettings): FileStorage {
  // The SDK is loaded at the first call: every process (and test) that imports the API but keeps its files in
  // PostgreSQL would otherwise load it for nothing.
  let loaded: Promise<S3Sdk> | undefined;
  const sdk = () => {
    loaded ??= loadS3Sdk(settings);
    return loaded;
  };
  const Bucket = settings.bucket;
  return {
    async save(source, limits) {
      const { client, Upload } = await sdk();
      const key = newFileKey();
      const size = await storeGuarded(source, limits, (guarded) =>
        new Upload({
          client,
          params: { Bucket, Key: key, Body: guarded },
          queueSize: 1,
          partSize: S3_PART_BYTES,
        }).done(),
      );
      return { key, size };
    },
    async open(key) {
      if (!isFileKey(key)) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
      const { client, GetObjectCommand, NoSuchKey } = await sdk();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a stream');
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
        throw error;
      }
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

async function loadS3Sdk(settings: S3FileStorageSettings) {
  const [{ DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return { client, Upload, GetObjectCommand, DeleteObjectCommand, NoSuchKey };
}

type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;
