import { describe, expect, it } from 'vitest';
import { type ArcadeInput, advance, isPlausibleScore, NO_INPUT } from './arcade-rules.ts';
import { PONG, type PongState, playerWonPong, pongRules, pongTargetPoints } from './pong.ts';

const holding = (...keys: ('up' | 'down')[]): ArcadeInput => ({ held: new Set(keys), pressed: new Set() });

/** Plays `ms` in 16 ms frames with `input` held (or chosen per frame). */
function play(state: PongState, ms: number, input: ArcadeInput | ((s: PongState) => ArcadeInput)) {
  let next = state;
  for (let t = 0; t < ms && !pongRules.isOver(next); t += 16) {
    next = advance(pongRules, next, typeof input === 'function' ? input(next) : input, 16);
  }
  return next;
}

/** A player who keeps the paddle's middle on the ball. */
const follower = (state: PongState): ArcadeInput => {
  const middle = state.playerY + PONG.paddleHeight / 2;
  const ball = state.ball.y + PONG.ball / 2;
  if (ball < middle - 8) return holding('up');
  if (ball > middle + 8) return holding('down');
  return NO_INPUT;
};

const ballAt = (state: PongState, ball: Partial<PongState['ball']>): PongState => ({
  ...state,
  serveInMs: 0,
  ball: { ...state.ball, ...ball },
});

describe('Pong', () => {
  it('plays to 5 points, or to the ?poang= wish between 1 and 21', () => {
    expect(pongTargetPoints(undefined)).toBe(5);
    expect(pongTargetPoints(1)).toBe(1);
    expect(pongTargetPoints(99)).toBe(21);
    expect(pongTargetPoints(0)).toBe(5);
    expect(pongTargetPoints(2.5)).toBe(5);
  });

  it('moves the paddle with the keys, never off the field', () => {
    const start = pongRules.create({}, 1);
    expect(play(start, 200, holding('up')).playerY).toBeLessThan(start.playerY);
    expect(play(start, 200, holding('down')).playerY).toBeGreaterThan(start.playerY);
    expect(play(start, 3000, holding('up')).playerY).toBe(0);
  });

  it('serves the first ball to the player after a short wait', () => {
    const start = pongRules.create({}, 7);
    expect(start.ball.vx).toBeLessThan(0);
    const waited = pongRules.step(start, NO_INPUT, 16);
    expect(waited.ball).toEqual(start.ball);
  });

  it('bounces the ball off the walls', () => {
    const state = ballAt(pongRules.create({}, 1), { x: 400, y: 2, vx: 100, vy: -300 });
    const next = pongRules.step(state, NO_INPUT, 16);
    expect(next.ball.vy).toBeGreaterThan(0);
    expect(next.ball.y).toBeGreaterThanOrEqual(0);
  });

  it('returns the ball off the paddle, faster, and counts the return', () => {
    const start = pongRules.create({}, 1);
    const state = ballAt(start, {
      x: PONG.paddleInset + PONG.paddleWidth + 2,
      y: start.playerY + 30,
      vx: -340,
      vy: 0,
    });
    const next = pongRules.step(state, NO_INPUT, 16);
    expect(next.ball.vx).toBeGreaterThan(0);
    expect(Math.hypot(next.ball.vx, next.ball.vy)).toBeCloseTo(340 * PONG.speedUp);
    expect(next.returns).toBe(1);
    expect(pongRules.score(next)).toBe(PONG.returnScore);
  });

  it('gives the computer the point when the player misses, and serves again', () => {
    const start = pongRules.create({}, 1);
    const state = ballAt(start, { x: 1, y: 5, vx: -600, vy: 0 });
    const next = play({ ...state, playerY: PONG.height - PONG.paddleHeight }, 100, NO_INPUT);
    expect(next.computerPoints).toBe(1);
    expect(next.serveInMs).toBeGreaterThan(0);
  });

  it('ends when someone reaches the target; a player who does nothing loses without a score', () => {
    const lost = play(pongRules.create({ targetPoints: 2 }, 3), 60_000, NO_INPUT);
    expect(pongRules.isOver(lost)).toBe(true);
    expect(lost.computerPoints).toBe(2);
    expect(playerWonPong(lost)).toBe(false);
    expect(pongRules.step(lost, holding('up'), 16)).toBe(lost);
  });

  it('can be won against the computer, with a believable score', () => {
    let played = 0;
    let state = pongRules.create({ targetPoints: 1 }, 11);
    while (!pongRules.isOver(state) && played < 120_000) {
      state = advance(pongRules, state, follower(state), 16);
      played += 16;
    }
    expect(pongRules.isOver(state)).toBe(true);
    expect(state.returns).toBeGreaterThan(0);
    expect(isPlausibleScore('pong', pongRules.score(state), played)).toBe(true);
  });
});
