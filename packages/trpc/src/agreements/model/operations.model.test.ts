import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sequenceArbitrary } from './arbitraries.ts';
import { runSequence } from './run-sequence.ts';
import { counts, tolerated } from './step.ts';
import { createWorld, type World } from './world.ts';

/** Sequences per run: about 200 in CI; MODEL_RUNS=2000 MODEL_SEED=random for a long run. */
const RUNS = Number(process.env.MODEL_RUNS ?? 200);
/**
 * CI replays one fixed seed, so a run is reproducible and a failure is a change's, not chance's; MODEL_SEED=random
 * (or any number) explores other sequences, as the long runs do.
 */
const CI_SEED = 20_261_127;
const SEED = process.env.MODEL_SEED === 'random' ? undefined : Number(process.env.MODEL_SEED ?? CI_SEED);
const MAX_COMMANDS = 8;

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 120_000);
afterAll(async () => {
  await world?.db.drop();
});

describe('agreement operations, model-based', () => {
  it(
    'keep every invariant through random sequences of operations and days passing on demo agreements',
    async () => {
      const started = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(sequenceArbitrary(world.sources.length, MAX_COMMANDS), ({ source, commands }) =>
            runSequence(world, source, commands),
          ),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      } finally {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.info(
          `model: ${counts.sequences} sequences, ${counts.steps} steps in ${seconds} s` +
            ` (${world.sources.length} demo agreements to copy from)`,
        );
        const applied = [...counts.applied].sort(([a], [b]) => a.localeCompare(b));
        console.info(`model: applied ${applied.map(([label, count]) => `${label} ${count}`).join(', ')}`);
        for (const [name, violations] of tolerated)
          console.info(`model: known open ${name}: ${violations.length} violations, e.g. ${violations[0]}`);
      }
    },
    60 * 60_000,
  );
});
