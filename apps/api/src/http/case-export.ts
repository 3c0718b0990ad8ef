import type { PrismaClient } from '@sappis/db';
import { caseExportSelection } from '@sappis/shared';
import {
  type Context,
  caseExportFileName,
  createCaller,
  errorCodeOf,
  writeCaseExport,
  XLSX_CONTENT_TYPE,
} from '@sappis/trpc';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../request-logger.ts';

/**
 * GET /export/cases.xlsx?q=<selection as JSON> (document 3 section 7 'Export cases'): the selected or
 * filtered cases as an .xlsx download. A plain route, not a procedure, so the file streams to the browser as
 * it is written. `cases.exportCount` is called first with the request's own context: the same session and
 * group check and the same input validation as the procedures; a refusal answers with its status and the
 * Swedish message as JSON, and nothing of the file is sent.
 */
export function caseExportHandler(options: {
  prisma: PrismaClient;
  logger: Logger;
  productName: string;
  createContext: (req: Request, res: Response) => Context;
}) {
  const { prisma, logger, productName } = options;
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    let raw: unknown;
    try {
      raw = JSON.parse(typeof req.query.q === 'string' ? req.query.q : '');
    } catch {
      raw = undefined;
    }
    const ctx = options.createContext(req, res);
    let count: number;
    try {
      ({ count } = await createCaller(ctx).cases.exportCount(raw as never));
    } catch (cause) {
      const error =
        cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
      const code = errorCodeOf(error);
      if (code === 'INTERNAL_SERVER_ERROR') {
        logger.error({ reqId: requestIdOf(req), err: error }, 'case export refused by a failure');
      }
      res.status(getHTTPStatusCodeFromError(error)).json({ error: { code, message: error.message } });
      return;
    }
    const selection = caseExportSelection.parse(raw);
    const started = Date.now();
    res.status(200);
    res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${caseExportFileName(new Date())}"`);
    res.setHeader('X-Case-Count', String(count));
    try {
      const written = await writeCaseExport(prisma, selection, res, { productName });
      logger.info(
        { reqId: requestIdOf(req), cases: written, ms: Date.now() - started },
        'case export written',
      );
    } catch (error) {
      // Headers are sent: the only honest answer left is a broken download.
      logger.error({ reqId: requestIdOf(req), err: error }, 'case export failed');
      res.destroy();
    }
  };
}
