import { randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@sappis/db';
import { GENERATED_SLUG_LENGTH, SHORT_LINK_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random slug without look-alike characters (no l, o, 0, 1). */
function randomSlug(): string {
  const bytes = randomBytes(GENERATED_SLUG_LENGTH);
  return [...bytes].map((byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('');
}

/** Creates a short link under the chosen name or a made-up one; a taken chosen name is refused. */
export async function createShortLink(
  tx: Tx,
  args: { userId: number; targetUrl: string; slug: string },
): Promise<{ slug: string }> {
  const chosen = args.slug !== '';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = chosen ? args.slug : randomSlug();
    // ON CONFLICT: a taken name must not abort the surrounding transaction (runOnce's).
    const created = await tx.$queryRaw<{ slug: string }[]>`
      INSERT INTO "short_links" ("slug", "targetUrl", "createdById") VALUES (${slug}, ${args.targetUrl}, ${args.userId})
      ON CONFLICT ("slug") DO NOTHING RETURNING "slug"`;
    if (created[0]) {
      await tx.auditEntry.create({
        data: {
          userId: args.userId,
          action: 'shortLink.created',
          entityType: 'shortLink',
          entityId: slug,
          details: { targetUrl: args.targetUrl },
        },
      });
      return created[0];
    }
    if (chosen) break;
  }
  throw new AppError('CONFLICT', SHORT_LINK_TEXTS.slugTaken, {
    fieldErrors: { slug: [SHORT_LINK_TEXTS.slugTaken] },
  });
}

export const SHORT_LINKS_PAGE_SIZE = 50;

/** The short links, newest first, with who made them and how often they were followed. */
export async function listShortLinks(prisma: PrismaClient, args: { page: number }) {
  const [links, total] = await prisma.$transaction([
    prisma.shortLink.findMany({
      orderBy: { id: 'desc' },
      skip: (args.page - 1) * SHORT_LINKS_PAGE_SIZE,
      take: SHORT_LINKS_PAGE_SIZE,
    }),
    prisma.shortLink.count(),
  ]);
  const creatorIds = [
    ...new Set(links.flatMap((link) => (link.createdById === null ? [] : [link.createdById]))),
  ];
  const creators = await prisma.user.findMany({
    where: { id: { in: creatorIds } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(creators.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return {
    links: links.map((link) => ({
      slug: link.slug,
      targetUrl: link.targetUrl,
      hits: link.hits,
      createdAt: toIsoDateTime(link.createdAt),
      createdBy: link.createdById === null ? null : (names.get(link.createdById) ?? null),
    })),
    total,
    pageSize: SHORT_LINKS_PAGE_SIZE,
  };
}

/** Follows a short link: counts the visit and gives the target, or null for an unknown slug. */
export async function followShortLink(prisma: PrismaClient, slug: string): Promise<string | null> {
  const rows = await prisma.$queryRaw<{ targetUrl: string }[]>`
    UPDATE "short_links" SET "hits" = "hits" + 1 WHERE "slug" = ${slug} RETURNING "targetUrl"`;
  return rows[0]?.targetUrl ?? null;
}
