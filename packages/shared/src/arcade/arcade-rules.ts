import { z } from 'zod';
import { boundedInt } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** The three games of the menu group 'Arcade'; each is also the key of its route (/pong.html, ...). */
export const ARCADE_GAMES = ['pong', 'sappybird', 'sappybuss'] as const;
export type ArcadeGame = (typeof ARCADE_GAMES)[number];

export const ARCADE_GAME_NAMES: Record<ArcadeGame, string> = {
  pong: 'Pong',
  sappybird: 'Sappybird',
  sappybuss: 'Sappybuss',
};

/** How many results the high-score list shows. */
export const HIGH_SCORE_LIST_LENGTH = 10;
/** The highest score the server stores. */
export const MAX_ARCADE_SCORE = 1_000_000;
/** A result of a game shorter than this (ms) is not a game; longer than this one is not believed. */
export const MIN_PLAYED_MS = 500;
export const MAX_PLAYED_MS = 4 * 60 * 60 * 1000;

/**
 * The most points a game can give per second of play, with room to spare (see each game's rules): a
 * score above `rate x seconds played + start` cannot come from playing.
 */
export const MAX_POINTS_PER_SECOND: Record<ArcadeGame, number> = {
  // Pong: 100 per point won, 10 per return; a rally needs more than a second per return and point.
  pong: 120,
  // Sappybird: one point per gap, gaps about 1.4 s apart.
  sappybird: 2,
  // Sappybuss: 1 per obstacle passed and 10 per passenger, a few per second at top speed.
  sappybuss: 40,
};
/** Points any game may give at once (a point scored in the first second). */
const PLAUSIBILITY_ALLOWANCE = 100;

export const ARCADE_TEXTS = {
  implausibleScore: 'Resultatet är inte möjligt på så kort speltid.',
  invalidScore: `Ange ett resultat mellan 0 och ${MAX_ARCADE_SCORE}.`,
  invalidPlayedMs: 'Ogiltig speltid.',
  invalidGame: 'Okänt spel.',
  saved: 'Resultatet är sparat.',
} as const;

/** Whether `score` can come from `playedMs` of play of `game` (an upper bound, never a proof). */
export function isPlausibleScore(game: ArcadeGame, score: number, playedMs: number): boolean {
  return score <= PLAUSIBILITY_ALLOWANCE + (MAX_POINTS_PER_SECOND[game] * playedMs) / 1000;
}

export const arcadeGameSchema = z.enum(ARCADE_GAMES, ARCADE_TEXTS.invalidGame);

export const submitScoreSchema = z
  .object({
    requestId: requestIdSchema,
    game: arcadeGameSchema,
    score: boundedInt(0, MAX_ARCADE_SCORE, ARCADE_TEXTS.invalidScore),
    /** Milliseconds of play (pauses not counted) behind the score. */
    playedMs: boundedInt(MIN_PLAYED_MS, MAX_PLAYED_MS, ARCADE_TEXTS.invalidPlayedMs),
  })
  .refine((input) => isPlausibleScore(input.game, input.score, input.playedMs), {
    message: ARCADE_TEXTS.implausibleScore,
    path: ['score'],
  });
export type SubmitScoreInput = z.input<typeof submitScoreSchema>;

/** The keys a game listens to, whatever key on the keyboard gave them. */
export type ArcadeKey = 'up' | 'down' | 'left' | 'right' | 'action';

export interface ArcadeInput {
  /** Keys held down now. */
  held: ReadonlySet<ArcadeKey>;
  /** Keys pressed since the previous step (a flap, a lane change). */
  pressed: ReadonlySet<ArcadeKey>;
}

export const NO_INPUT: ArcadeInput = { held: new Set(), pressed: new Set() };

/** Keyboard keys (KeyboardEvent.key) to game keys. */
export const ARCADE_KEY_MAP: Readonly<Record<string, ArcadeKey>> = {
  ArrowUp: 'up',
  w: 'up',
  W: 'up',
  ArrowDown: 'down',
  s: 'down',
  S: 'down',
  ArrowLeft: 'left',
  a: 'left',
  A: 'left',
  ArrowRight: 'right',
  d: 'right',
  D: 'right',
  ' ': 'action',
};

/** Keys that pause or resume a game. */
export const PAUSE_KEYS: readonly string[] = ['p', 'P', 'Escape'];

/** A game's rules: pure functions from state, input and elapsed time to the next state. */
export interface GameRules<State, Options = void> {
  create(options: Options, seed: number): State;
  step(state: State, input: ArcadeInput, dtMs: number): State;
  isOver(state: State): boolean;
  score(state: State): number;
}

/** The longest step the rules take at once; longer frames are cut into such steps (no tunnelling). */
export const MAX_STEP_MS = 16;

/**
 * Advances a game by `dtMs` (a frame; at most 250 ms are played, a stalled tab does not jump ahead) in
 * steps of at most MAX_STEP_MS. Keys pressed count in the first step only.
 */
export function advance<State, Options>(
  rules: GameRules<State, Options>,
  state: State,
  input: ArcadeInput,
  dtMs: number,
): State {
  let remaining = Math.min(Math.max(dtMs, 0), 250);
  let next = state;
  let stepInput = input;
  while (remaining > 0 && !rules.isOver(next)) {
    const dt = Math.min(remaining, MAX_STEP_MS);
    next = rules.step(next, stepInput, dt);
    stepInput = { held: input.held, pressed: NO_INPUT.pressed };
    remaining -= dt;
  }
  return next;
}

/** A small seeded random generator (mulberry32): returns a value in [0, 1) and the next seed. */
export function nextRandom(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** Whether two axis-aligned rectangles overlap. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
