import { describe, expect, it } from 'vitest';
import { type ArcadeInput, advance, isPlausibleScore, NO_INPUT } from './arcade-rules.ts';
import { SAPPYBIRD, type SappybirdState, sappybirdRules } from './sappybird.ts';

const FLAP: ArcadeInput = { held: new Set(), pressed: new Set(['action']) };

/** A player who flaps when the bird sinks below the middle of the next gap. */
function autopilot(state: SappybirdState): ArcadeInput {
  const next = state.pipes.find((pipe) => pipe.x + SAPPYBIRD.pipeWidth >= SAPPYBIRD.birdX);
  const target = next ? next.gapY + SAPPYBIRD.gapHeight / 2 + 20 : SAPPYBIRD.height / 2;
  return state.birdY + SAPPYBIRD.birdSize / 2 > target && state.velocity > 0 ? FLAP : NO_INPUT;
}

describe('Sappybird', () => {
  it('falls without flapping and crashes on the ground without a point', () => {
    let state = sappybirdRules.create(undefined, 5);
    let played = 0;
    while (!sappybirdRules.isOver(state) && played < 10_000) {
      state = advance(sappybirdRules, state, NO_INPUT, 16);
      played += 16;
    }
    expect(state.crashed).toBe(true);
    expect(sappybirdRules.score(state)).toBe(0);
    expect(sappybirdRules.step(state, FLAP, 16)).toBe(state);
  });

  it('rises on a flap', () => {
    const state = sappybirdRules.create(undefined, 5);
    const next = sappybirdRules.step(state, FLAP, 16);
    expect(next.velocity).toBeLessThan(0);
    expect(next.birdY).toBeLessThan(state.birdY);
  });

  it('crashes into a pipe', () => {
    const state = sappybirdRules.create(undefined, 5);
    const pipe = { x: SAPPYBIRD.birdX, gapY: 0, passed: false };
    const next = sappybirdRules.step({ ...state, birdY: 300, pipes: [pipe] }, NO_INPUT, 16);
    expect(next.crashed).toBe(true);
  });

  it('scores one point per gap passed, believably fast', () => {
    let state = sappybirdRules.create(undefined, 9);
    let played = 0;
    while (!sappybirdRules.isOver(state) && played < 30_000) {
      state = advance(sappybirdRules, state, autopilot(state), 16);
      played += 16;
    }
    expect(state.points).toBeGreaterThan(5);
    expect(isPlausibleScore('sappybird', sappybirdRules.score(state), played)).toBe(true);
  });
});
