import { type ArcadeInput, type GameRules, nextRandom, overlaps } from './arcade-rules.ts';

/** Pong: the player's paddle (left, W/S or arrow keys) against the computer's (right); first to N points. */
export const PONG = {
  width: 800,
  height: 500,
  paddleWidth: 12,
  paddleHeight: 90,
  paddleInset: 24,
  ball: 12,
  playerSpeed: 480,
  /** The computer is slower than the player and only looks at the ball on its own half: it can be beaten. */
  computerSpeed: 300,
  serveSpeed: 340,
  maxBallSpeed: 760,
  /** Each return makes the ball this much faster. */
  speedUp: 1.06,
  /** Steepest bounce off a paddle's edge (radians). */
  maxBounceAngle: Math.PI / 3.2,
  defaultTargetPoints: 5,
  maxTargetPoints: 21,
  pointScore: 100,
  returnScore: 10,
  /** The ball waits this long before a serve. */
  serveDelayMs: 900,
} as const;

export interface PongState {
  playerY: number;
  computerY: number;
  ball: { x: number; y: number; vx: number; vy: number };
  playerPoints: number;
  computerPoints: number;
  /** The player's paddle hits. */
  returns: number;
  targetPoints: number;
  serveInMs: number;
  seed: number;
}

export interface PongOptions {
  /** Points to win; clamped to 1..maxTargetPoints. */
  targetPoints?: number;
}

/** The number of points a game is played to, from a wish (the ?poang= option): 1..21, else the default. */
export function pongTargetPoints(wish: number | undefined): number {
  if (wish === undefined || !Number.isInteger(wish) || wish < 1) return PONG.defaultTargetPoints;
  return Math.min(wish, PONG.maxTargetPoints);
}

function serve(state: PongState, towardsPlayer: boolean): PongState {
  const random = nextRandom(state.seed);
  const angle = (random.value - 0.5) * (Math.PI / 3);
  const direction = towardsPlayer ? -1 : 1;
  return {
    ...state,
    seed: random.seed,
    serveInMs: PONG.serveDelayMs,
    ball: {
      x: (PONG.width - PONG.ball) / 2,
      y: (PONG.height - PONG.ball) / 2,
      vx: direction * PONG.serveSpeed * Math.cos(angle),
      vy: PONG.serveSpeed * Math.sin(angle),
    },
  };
}

const clampPaddle = (y: number) => Math.min(Math.max(y, 0), PONG.height - PONG.paddleHeight);

const playerX = PONG.paddleInset;
const computerX = PONG.width - PONG.paddleInset - PONG.paddleWidth;

/** The ball leaving a paddle: faster, and steeper the further from the paddle's middle it hit. */
function bounce(ball: PongState['ball'], paddleY: number, towardsRight: boolean): PongState['ball'] {
  const offset = (ball.y + PONG.ball / 2 - (paddleY + PONG.paddleHeight / 2)) / (PONG.paddleHeight / 2);
  const angle = Math.max(-1, Math.min(1, offset)) * PONG.maxBounceAngle;
  const speed = Math.min(Math.hypot(ball.vx, ball.vy) * PONG.speedUp, PONG.maxBallSpeed);
  return {
    x: towardsRight ? playerX + PONG.paddleWidth : computerX - PONG.ball,
    y: ball.y,
    vx: (towardsRight ? 1 : -1) * speed * Math.cos(angle),
    vy: speed * Math.sin(angle),
  };
}

function moveComputer(state: PongState, dt: number): number {
  const middle = state.computerY + PONG.paddleHeight / 2;
  const ballComing = state.ball.vx > 0 && state.ball.x > PONG.width / 2 && state.serveInMs <= 0;
  const target = ballComing ? state.ball.y + PONG.ball / 2 : PONG.height / 2;
  const reach = PONG.computerSpeed * dt;
  const move = Math.max(-reach, Math.min(reach, target - middle));
  return clampPaddle(state.computerY + move);
}

export const pongRules: GameRules<PongState, PongOptions> = {
  create(options, seed) {
    const state: PongState = {
      playerY: (PONG.height - PONG.paddleHeight) / 2,
      computerY: (PONG.height - PONG.paddleHeight) / 2,
      ball: { x: 0, y: 0, vx: 0, vy: 0 },
      playerPoints: 0,
      computerPoints: 0,
      returns: 0,
      targetPoints: pongTargetPoints(options.targetPoints),
      serveInMs: 0,
      seed,
    };
    // The computer serves first: the player gets the first ball.
    return serve(state, true);
  },

  step(state, input: ArcadeInput, dtMs) {
    if (pongRules.isOver(state)) return state;
    const dt = dtMs / 1000;
    const direction = (input.held.has('down') ? 1 : 0) - (input.held.has('up') ? 1 : 0);
    const playerY = clampPaddle(state.playerY + direction * PONG.playerSpeed * dt);
    const computerY = moveComputer(state, dt);
    if (state.serveInMs > 0) {
      return { ...state, playerY, computerY, serveInMs: Math.max(0, state.serveInMs - dtMs) };
    }

    let ball = { ...state.ball, x: state.ball.x + state.ball.vx * dt, y: state.ball.y + state.ball.vy * dt };
    if (ball.y < 0) ball = { ...ball, y: -ball.y, vy: Math.abs(ball.vy) };
    if (ball.y > PONG.height - PONG.ball) {
      ball = { ...ball, y: 2 * (PONG.height - PONG.ball) - ball.y, vy: -Math.abs(ball.vy) };
    }
    let returns = state.returns;
    const box = { x: ball.x, y: ball.y, width: PONG.ball, height: PONG.ball };
    const paddle = { width: PONG.paddleWidth, height: PONG.paddleHeight };
    if (ball.vx < 0 && overlaps(box, { ...paddle, x: playerX, y: playerY })) {
      ball = bounce(ball, playerY, true);
      returns += 1;
    } else if (ball.vx > 0 && overlaps(box, { ...paddle, x: computerX, y: computerY })) {
      ball = bounce(ball, computerY, false);
    }

    const next = { ...state, playerY, computerY, ball, returns };
    if (ball.x + PONG.ball < 0)
      return serveUnlessOver({ ...next, computerPoints: next.computerPoints + 1 }, true);
    if (ball.x > PONG.width) return serveUnlessOver({ ...next, playerPoints: next.playerPoints + 1 }, false);
    return next;
  },

  isOver: (state) => Math.max(state.playerPoints, state.computerPoints) >= state.targetPoints,

  score: (state) => state.playerPoints * PONG.pointScore + state.returns * PONG.returnScore,
};

/** After a point the loser of it gets the next ball, unless the game is over. */
function serveUnlessOver(state: PongState, towardsPlayer: boolean): PongState {
  return pongRules.isOver(state) ? state : serve(state, towardsPlayer);
}

/** Whether the player won a finished game. */
export const playerWonPong = (state: PongState) => state.playerPoints >= state.targetPoints;
