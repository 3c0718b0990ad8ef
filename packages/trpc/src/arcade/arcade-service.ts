import type { Prisma, PrismaClient } from '@sappis/db';
import { type ArcadeGame, HIGH_SCORE_LIST_LENGTH } from '@sappis/shared';
import { toIsoDateTime } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

/** Place of `score` in a game's results: one more than the number of better scores (ties share a place). */
async function rankOf(db: Tx | PrismaClient, game: ArcadeGame, score: number): Promise<number> {
  return (await db.arcadeScore.count({ where: { game, score: { gt: score } } })) + 1;
}

/** Stores a finished game's score (already checked for plausibility) and gives its place in the list. */
export async function submitScore(
  tx: Tx,
  args: { userId: number; game: ArcadeGame; score: number; playedMs: number },
): Promise<{ rank: number }> {
  await tx.arcadeScore.create({ data: args });
  return { rank: await rankOf(tx, args.game, args.score) };
}

/** A game's ten best results with the players' names (earlier wins a tie), and the user's own best. */
export async function highScores(prisma: PrismaClient, args: { userId: number; game: ArcadeGame }) {
  const [top, best] = await Promise.all([
    prisma.arcadeScore.findMany({
      where: { game: args.game },
      orderBy: [{ score: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      take: HIGH_SCORE_LIST_LENGTH,
    }),
    prisma.arcadeScore.findFirst({
      where: { game: args.game, userId: args.userId },
      orderBy: [{ score: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const players = await prisma.user.findMany({
    where: { id: { in: [...new Set(top.map((entry) => entry.userId))] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(players.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return {
    top: top.map((entry) => ({
      id: entry.id,
      rank: top.findIndex((other) => other.score === entry.score) + 1,
      name: names.get(entry.userId) ?? 'Okänd spelare',
      score: entry.score,
      createdAt: toIsoDateTime(entry.createdAt),
      mine: entry.userId === args.userId,
    })),
    myBest: best && {
      id: best.id,
      rank: await rankOf(prisma, args.game, best.score),
      score: best.score,
      createdAt: toIsoDateTime(best.createdAt),
    },
  };
}
