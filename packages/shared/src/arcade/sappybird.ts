import { type GameRules, nextRandom, overlaps } from './arcade-rules.ts';

/** Sappybird: flap (space or arrow up) through the gaps; one point per gap, over at a pipe or the ground. */
export const SAPPYBIRD = {
  width: 400,
  height: 600,
  birdX: 90,
  birdSize: 28,
  gravity: 1500,
  flapVelocity: -440,
  maxFallSpeed: 700,
  pipeWidth: 64,
  gapHeight: 160,
  /** Space kept above and below every gap. */
  gapMargin: 60,
  pipeSpeed: 170,
  /** Distance between pipes: a gap about every 1.4 s. */
  pipeSpacing: 240,
} as const;

export interface BirdPipe {
  x: number;
  gapY: number;
  passed: boolean;
}

export interface SappybirdState {
  birdY: number;
  velocity: number;
  pipes: BirdPipe[];
  points: number;
  crashed: boolean;
  seed: number;
}

function newPipe(x: number, seed: number): { pipe: BirdPipe; seed: number } {
  const random = nextRandom(seed);
  const room = SAPPYBIRD.height - SAPPYBIRD.gapHeight - 2 * SAPPYBIRD.gapMargin;
  return { pipe: { x, gapY: SAPPYBIRD.gapMargin + random.value * room, passed: false }, seed: random.seed };
}

/** The two rectangles of a pipe: above and below its gap. */
export function pipeRects(pipe: BirdPipe) {
  return [
    { x: pipe.x, y: 0, width: SAPPYBIRD.pipeWidth, height: pipe.gapY },
    {
      x: pipe.x,
      y: pipe.gapY + SAPPYBIRD.gapHeight,
      width: SAPPYBIRD.pipeWidth,
      height: SAPPYBIRD.height - pipe.gapY - SAPPYBIRD.gapHeight,
    },
  ];
}

export const sappybirdRules: GameRules<SappybirdState> = {
  create(_options, seed) {
    const first = newPipe(SAPPYBIRD.width + 120, seed);
    return {
      birdY: SAPPYBIRD.height / 2 - SAPPYBIRD.birdSize / 2,
      velocity: 0,
      pipes: [first.pipe],
      points: 0,
      crashed: false,
      seed: first.seed,
    };
  },

  step(state, input, dtMs) {
    if (state.crashed) return state;
    const dt = dtMs / 1000;
    const flap = input.pressed.has('action') || input.pressed.has('up');
    const velocity = Math.min(
      (flap ? SAPPYBIRD.flapVelocity : state.velocity) + SAPPYBIRD.gravity * dt,
      SAPPYBIRD.maxFallSpeed,
    );
    // The sky stops the bird; the ground ends the game.
    const birdY = Math.max(0, state.birdY + velocity * dt);
    let seed = state.seed;
    let points = state.points;
    const pipes: BirdPipe[] = [];
    for (const pipe of state.pipes) {
      const x = pipe.x - SAPPYBIRD.pipeSpeed * dt;
      if (x + SAPPYBIRD.pipeWidth < 0) continue;
      const passed = pipe.passed || x + SAPPYBIRD.pipeWidth < SAPPYBIRD.birdX;
      if (passed && !pipe.passed) points += 1;
      pipes.push({ ...pipe, x, passed });
    }
    const last = pipes.at(-1);
    if (!last || last.x < SAPPYBIRD.width - SAPPYBIRD.pipeSpacing) {
      const next = newPipe((last?.x ?? SAPPYBIRD.width) + SAPPYBIRD.pipeSpacing, seed);
      pipes.push(next.pipe);
      seed = next.seed;
    }
    const bird = { x: SAPPYBIRD.birdX, y: birdY, width: SAPPYBIRD.birdSize, height: SAPPYBIRD.birdSize };
    const crashed =
      birdY + SAPPYBIRD.birdSize >= SAPPYBIRD.height ||
      pipes.some((pipe) => pipeRects(pipe).some((rect) => overlaps(bird, rect)));
    return { birdY, velocity, pipes, points, crashed, seed };
  },

  isOver: (state) => state.crashed,
  score: (state) => state.points,
};
