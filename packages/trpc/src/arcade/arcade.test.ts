import { randomUUID } from 'node:crypto';
import { ARCADE_TEXTS } from '@sappis/shared';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';

const env = useLiveDatabase();

const player = (firstName: string) =>
  signInTestUser(env.db.prisma, { groups: ['SAPPIS'], firstName, lastName: 'Spelare' });

const result = (game: 'pong' | 'sappybird' | 'sappybuss', score: number, playedMs = 60_000) => ({
  requestId: randomUUID(),
  game,
  score,
  playedMs,
});

describe('the arcade high scores (/pong.html, /sappybird.html, /sappybuss.html)', () => {
  it("lists a game's best results with names, best first, earlier first on a tie, and the user's own best", async () => {
    const anna = await player('Anna');
    const bo = await player('Bo');
    await anna.caller.arcade.submitScore(result('sappybuss', 120));
    await bo.caller.arcade.submitScore(result('sappybuss', 300));
    await anna.caller.arcade.submitScore(result('sappybuss', 120));
    expect(await bo.caller.arcade.submitScore(result('sappybuss', 45))).toEqual({ rank: 4 });
    await anna.caller.arcade.submitScore(result('pong', 9_000, 3_600_000));

    const list = await anna.caller.arcade.highScores({ game: 'sappybuss' });
    expect(list.top.map(({ name, score, rank, mine }) => ({ name, score, rank, mine }))).toEqual([
      { name: 'Bo Spelare', score: 300, rank: 1, mine: false },
      { name: 'Anna Spelare', score: 120, rank: 2, mine: true },
      { name: 'Anna Spelare', score: 120, rank: 2, mine: true },
      { name: 'Bo Spelare', score: 45, rank: 4, mine: false },
    ]);
    expect(list.myBest).toMatchObject({ score: 120, rank: 2, id: list.top[1]?.id });
    expect((await bo.caller.arcade.highScores({ game: 'sappybird' })).myBest).toBeNull();
  });

  it('shows ten results; a player below them still sees their own best and its place', async () => {
    const cecilia = await player('Cecilia');
    for (let score = 20; score <= 130; score += 10) {
      await cecilia.caller.arcade.submitScore(result('sappybird', score, 600_000));
    }
    const david = await player('David');
    await david.caller.arcade.submitScore(result('sappybird', 5));
    const list = await david.caller.arcade.highScores({ game: 'sappybird' });
    expect(list.top.map((entry) => entry.score)).toEqual([130, 120, 110, 100, 90, 80, 70, 60, 50, 40]);
    expect(list.myBest).toMatchObject({ score: 5, rank: 13 });
  });

  it('refuses bad input and scores the play time cannot give, storing nothing', async () => {
    const { caller } = await player('Erik');
    const before = await env.db.prisma.arcadeScore.count();
    await expect(caller.arcade.submitScore(result('sappybird', 400, 10_000))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(ARCADE_TEXTS.implausibleScore),
    });
    for (const bad of [
      { ...result('pong', -5) },
      { ...result('pong', 10.5) },
      { ...result('pong', 2_000_000, 3_600_000) },
      { ...result('pong', 100), playedMs: 0 },
      { ...result('pong', 100), game: 'tetris' },
      { ...result('pong', 100), requestId: 'inte-ett-id' },
    ]) {
      await expect(caller.arcade.submitScore(bad as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(caller.arcade.highScores({ game: 'tetris' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await env.db.prisma.arcadeScore.count()).toBe(before);
  });

  it('stores a submit sent twice once, answering both alike', async () => {
    const { caller, user } = await player('Frida');
    const once = result('pong', 230, 40_000);
    const answers = await Promise.all([caller.arcade.submitScore(once), caller.arcade.submitScore(once)]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await env.db.prisma.arcadeScore.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses users outside SAPPIS', async () => {
    const { caller } = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    await expect(caller.arcade.submitScore(result('pong', 100))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.arcade.highScores({ game: 'pong' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
