import type { Readable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import {
  CUSTOMER_ACTION_GROUPS,
  dbId,
  FILE_TEXTS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  mainAgreementFileFieldsSchema,
  requestIdSchema,
} from '@sappis/shared';
import {
  AppError,
  authorizeFileRequest,
  type Context,
  documentDownload,
  type FileDownload,
  type FileStorage,
  mainAgreementFileDownload,
  storeUploadedFile,
  trpcHttpError,
  type UploadedFile,
  uploadDocuments,
  uploadMainAgreementFile,
} from '@sappis/trpc';
import busboy from 'busboy';
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../request-logger.ts';

/**
 * Uploads and downloads of documents and main-agreement files (issue 13 section 1): plain HTTP routes, since a
 * file is streamed (multipart/form-data, read with busboy) rather than sent as base64 in JSON. Each checks the
 * session and groups as the procedures of its area do (reading as the reads, writing as the writes), and the type and size of every file while it streams.
 *
 * - POST /files/documents?agreementNumber=&requestId=            one or more files (field 'files')
 * - GET  /files/documents/:documentNumber
 * - POST /files/main-agreements/:number/files?requestId=         fields title, mainCentral, startsAt, endsAt,
 *                                                                  public, active ('true'/'false') and one file
 * - GET  /files/main-agreement-files/:id
 */
export interface FileRoutesOptions {
  prisma: PrismaClient;
  files: FileStorage;
  logger: Logger;
  /** The request's tRPC context (its session cookie, product name, ...). */
  contextOf(req: Request, res: Response): Context;
}

export const FILES_PATH = '/files';

/** What a multipart request carried: its text fields and its files, already in the storage. */
interface ReceivedUpload {
  fields: Record<string, string>;
  uploaded: UploadedFile[];
}

/**
 * Reads a multipart request: each file streams into the storage as it arrives (refused by type, content or
 * size); on any refusal the files already stored are removed and the first refusal is thrown.
 */
function receiveUpload(req: Request, files: FileStorage): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 in `filename="..."`; busboy would read it as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          // One byte more than allowed reaches the storage, which refuses it with the file's name.
          fileSize: MAX_UPLOAD_BYTES + 1,
          files: MAX_UPLOAD_FILES,
          fields: 20,
          fieldSize: 4096,
          parts: MAX_UPLOAD_FILES + 20,
        },
      });
    } catch {
      reject(new AppError('BAD_REQUEST', FILE_TEXTS.notMultipart));
      return;
    }
    const fields: Record<string, string> = {};
    const stored: Promise<UploadedFile>[] = [];
    let refusal: AppError | null = null;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream: Readable, info) => {
      const storing = storeUploadedFile(files, { fileName: info.filename ?? '', stream });
      // Settled (and reported) once the request is read; until then a refusal is not unhandled.
      storing.catch(() => {});
      stored.push(storing);
    });
    parser.on('filesLimit', () => {
      refusal ??= new AppError('PAYLOAD_TOO_LARGE', FILE_TEXTS.tooMany);
    });
    parser.on('error', (error) => {
      refusal ??= new AppError('BAD_REQUEST', FILE_TEXTS.notMultipart, { cause: error });
      void settle();
    });
    const settle = async () => {
      const results = await Promise.allSettled(stored);
      const uploaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = results.find((result) => result.status === 'rejected');
      const error = refusal ?? (failed?.status === 'rejected' ? failed.reason : null);
      if (error) {
        await Promise.all(uploaded.map((file) => files.remove(file.key)));
        reject(error);
        return;
      }
      resolve({ fields, uploaded });
    };
    let settled = false;
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      void settle();
    });
    req.pipe(parser);
  });
}

/** RFC 5987 ext-value characters: encodeURIComponent leaves ' ( ) * unencoded, which attr-char does not allow. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266 Content-Disposition: the exact UTF-8 name as RFC 5987 `filename*` (what browsers save it as), and for
 * clients that only read `filename` an ASCII one: accents dropped (Åsa Öström as Asa Ostrom), anything else '_'.
 */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

/**
 * Sends a stored file: its content type and name; only the inline types of document 3 inline, and even those
 * in a sandbox without scripts; never sniffed, never cached by shared caches.
 */
async function sendDownload(res: Response, download: FileDownload): Promise<void> {
  const stream = await download.open();
  res.status(200);
  res.setHeader('Content-Type', download.contentType);
  if (download.size > 0) res.setHeader('Content-Length', String(download.size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(download.inline ? 'inline' : 'attachment', download.fileName),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; sandbox; object-src 'none'; media-src 'self'; img-src 'self'",
  );
  res.setHeader('Cache-Control', 'private, no-store');
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    res.once('close', resolve);
    stream.pipe(res);
  });
}

const queryOf = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Ogiltig begäran');
  return parsed.data;
};

const uploadQuery = z.object({ requestId: requestIdSchema });
const documentUploadQuery = uploadQuery.extend({
  agreementNumber: z.coerce.number().pipe(dbId('Ogiltigt avtalsnummer')),
});
const numberParam = z.coerce.number().pipe(dbId('Ogiltigt nummer'));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export function fileRoutes(options: FileRoutesOptions): express.Router {
  const { prisma, files, logger } = options;
  const routes = express.Router();

  /** Runs a handler; an AppError (or a refusal in it) answers with its status and Swedish message. */
  const handle =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof AppError) {
          const status = trpcHttpError(error).status;
          logger.debug({ reqId: requestIdOf(req), status, code: error.code }, 'file request refused');
          // A refused upload is not read to its end: close the connection instead of draining it.
          if (req.method === 'POST' && !req.complete) res.setHeader('Connection', 'close');
          res.status(status).json({ error: error.userMessage, fieldErrors: error.fieldErrors });
          return;
        }
        next(error);
      });
    };

  routes.post(
    '/documents',
    handle(async (req, res) => {
      const user = await authorizeFileRequest(
        options.contextOf(req, res),
        'customer',
        CUSTOMER_ACTION_GROUPS,
      );
      const query = queryOf(documentUploadQuery, req.query);
      const { uploaded } = await receiveUpload(req, files);
      const result = await uploadDocuments(prisma, files, {
        user,
        requestId: query.requestId,
        agreementNumber: query.agreementNumber,
        uploaded,
      });
      res.status(201).json(result);
    }),
  );

  routes.get(
    '/documents/:documentNumber',
    handle(async (req, res) => {
      await authorizeFileRequest(options.contextOf(req, res), 'customer');
      const documentNumber = queryOf(numberParam, req.params.documentNumber);
      await sendDownload(res, await documentDownload(prisma, files, documentNumber));
    }),
  );

  routes.post(
    '/main-agreements/:number/files',
    handle(async (req, res) => {
      const user = await authorizeFileRequest(options.contextOf(req, res), 'mainAgreements');
      const number = queryOf(numberParam, req.params.number);
      const query = queryOf(uploadQuery, req.query);
      const { fields, uploaded } = await receiveUpload(req, files);
      const parsed = mainAgreementFileFieldsSchema.safeParse({
        title: fields.title ?? '',
        mainCentral: fields.mainCentral ?? '',
        startsAt: fields.startsAt ?? '',
        endsAt: fields.endsAt ?? '',
        public: flag.catch(false).parse(fields.public),
        active: flag.catch(true).parse(fields.active),
      });
      if (!parsed.success) {
        await Promise.all(uploaded.map((file) => files.remove(file.key)));
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
        }
        throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Ogiltig begäran', {
          fieldErrors,
        });
      }
      const result = await uploadMainAgreementFile(prisma, files, {
        user,
        requestId: query.requestId,
        number,
        fields: parsed.data,
        uploaded,
      });
      res.status(201).json(result);
    }),
  );

  routes.get(
    '/main-agreement-files/:id',
    handle(async (req, res) => {
      // Read from the customer's agreement too (document 3 panel 15): the customer view's users.
      await authorizeFileRequest(options.contextOf(req, res), 'customer');
      const id = queryOf(numberParam, req.params.id);
      await sendDownload(res, await mainAgreementFileDownload(prisma, files, id));
    }),
  );

  return routes;
}
