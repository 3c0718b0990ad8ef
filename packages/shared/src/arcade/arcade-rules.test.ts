import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARCADE_TEXTS,
  advance,
  type GameRules,
  isPlausibleScore,
  MAX_STEP_MS,
  NO_INPUT,
  nextRandom,
  overlaps,
  submitScoreSchema,
} from './arcade-rules.ts';

const REQUEST_ID = '7f1c7c62-3d4b-4f3e-9a4e-2b8f5b1d9c10';

describe('submitted scores', () => {
  it('takes a plausible score and refuses one too high for the time played', () => {
    expect(
      submitScoreSchema.safeParse({ requestId: REQUEST_ID, game: 'sappybird', score: 12, playedMs: 20_000 })
        .success,
    ).toBe(true);
    const tooFast = submitScoreSchema.safeParse({
      requestId: REQUEST_ID,
      game: 'sappybird',
      score: 500,
      playedMs: 20_000,
    });
    expect(tooFast.error?.issues.map((issue) => issue.message)).toEqual([ARCADE_TEXTS.implausibleScore]);
  });

  it('refuses unknown games, negative or fractional scores and impossible play times', () => {
    const base = { requestId: REQUEST_ID, game: 'pong', score: 100, playedMs: 10_000 };
    for (const bad of [
      { game: 'tetris' },
      { score: -1 },
      { score: 1.5 },
      { score: 2_000_000 },
      { playedMs: 0 },
      { playedMs: 10 * 60 * 60 * 1000 },
      { requestId: 'x' },
    ]) {
      expect(submitScoreSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('believes more points the longer the game', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 500, max: 3_600_000 }), (score, playedMs) => {
        if (isPlausibleScore('pong', score, playedMs)) {
          expect(isPlausibleScore('pong', score, playedMs + 1000)).toBe(true);
        }
      }),
    );
  });
});

describe('the game loop helpers', () => {
  const counter: GameRules<{ steps: number[]; presses: number }> = {
    create: () => ({ steps: [], presses: 0 }),
    step: (state, input, dt) => ({
      steps: [...state.steps, dt],
      presses: state.presses + (input.pressed.has('action') ? 1 : 0),
    }),
    isOver: (state) => state.steps.length >= 100,
    score: (state) => state.steps.length,
  };

  it('cuts a long frame into short steps and counts a key press once', () => {
    const state = advance(
      counter,
      counter.create(undefined, 1),
      { held: new Set(), pressed: new Set(['action']) },
      40,
    );
    expect(state.steps).toEqual([MAX_STEP_MS, MAX_STEP_MS, 40 - 2 * MAX_STEP_MS]);
    expect(state.presses).toBe(1);
  });

  it('plays at most a quarter of a second of a stalled frame', () => {
    const state = advance(counter, counter.create(undefined, 1), NO_INPUT, 10_000);
    expect(state.steps.reduce((sum, dt) => sum + dt, 0)).toBe(250);
  });

  it('gives the same random numbers for the same seed, all in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const first = nextRandom(seed);
        expect(nextRandom(seed)).toEqual(first);
        expect(first.value).toBeGreaterThanOrEqual(0);
        expect(first.value).toBeLessThan(1);
      }),
    );
  });

  it('sees rectangles that share an area overlap, touching ones not', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlaps(a, { x: 9, y: 9, width: 5, height: 5 })).toBe(true);
    expect(overlaps(a, { x: 10, y: 0, width: 5, height: 5 })).toBe(false);
  });
});
