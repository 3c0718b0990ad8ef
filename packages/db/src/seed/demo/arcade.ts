import type { Prisma } from '@prisma/client';
import { demoUser } from './users.ts';

/** [game, demo user, score, seconds played, days ago]: a few weeks of lunch breaks in the arcade. */
const RESULTS: ReadonlyArray<
  [game: string, username: string, score: number, seconds: number, daysAgo: number]
> = [
  ['pong', 'agent2', 640, 95, 2],
  ['pong', 'tredjelinjen', 590, 110, 9],
  ['pong', 'it', 520, 88, 1],
  ['pong', 'kochef', 310, 70, 15],
  ['pong', 'andralinjen', 180, 64, 4],
  ['pong', 'agent2', 120, 52, 20],
  ['sappybird', 'it', 41, 62, 3],
  ['sappybird', 'marknad', 27, 44, 6],
  ['sappybird', 'agent2', 19, 31, 1],
  ['sappybird', 'teknik', 12, 22, 11],
  ['sappybird', 'andralinjen', 7, 14, 2],
  ['sappybuss', 'provisionering', 214, 96, 5],
  ['sappybuss', 'tredjelinjen', 167, 81, 12],
  ['sappybuss', 'adress', 98, 58, 2],
  ['sappybuss', 'agent2', 63, 40, 8],
];

/**
 * High-score rows of the arcade (/pong.html, /sappybird.html, /sappybuss.html). The demo agent ('agent') has
 * none yet, and each list has room left in its top ten, so a first game of theirs shows up on the list.
 */
export function arcadeScoreRows(now: Date): Prisma.ArcadeScoreCreateManyInput[] {
  return RESULTS.map(([game, username, score, seconds, daysAgo]) => ({
    game,
    userId: demoUser(username).id,
    score,
    playedMs: seconds * 1000,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000 - seconds * 1000),
  }));
}
