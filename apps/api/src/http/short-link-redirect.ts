import type { PrismaClient } from '@sappis/db';
import { followShortLink } from '@sappis/trpc';
import type { NextFunction, Request, Response } from 'express';

/**
 * GET /l/{slug}: a short link (/sappis/shorten-link) answers 302 to its target and counts the visit; an unknown one
 * 404. Public, like any link handed out. Targets are http(s) only (checked when created).
 */
export function shortLinkRedirect(prisma: PrismaClient) {
  return (req: Request<{ slug: string }>, res: Response, next: NextFunction) => {
    const slug = req.params.slug.toLowerCase();
    followShortLink(prisma, slug).then((target) => {
      res.setHeader('Cache-Control', 'no-store');
      if (target === null) {
        res.status(404).type('text/plain; charset=utf-8').send('Länken finns inte.');
        return;
      }
      res.redirect(302, target);
    }, next);
  };
}
