import { describe, expect, it } from 'vitest';
import { type ArcadeInput, advance, isPlausibleScore, NO_INPUT } from './arcade-rules.ts';
import { SAPPYBUSS, type SappybussState, sappybussRules } from './sappybuss.ts';

const press = (key: 'left' | 'right'): ArcadeInput => ({ held: new Set(), pressed: new Set([key]) });

/** A driver who leaves a lane with road works ahead for a free lane beside it, once there is one. */
function driver(state: SappybussState): ArcadeInput {
  const blocked = (lane: number) =>
    state.items.some(
      (item) =>
        item.kind === 'obstacle' &&
        item.lane === lane &&
        item.y > SAPPYBUSS.busY - 150 &&
        item.y < SAPPYBUSS.busY + SAPPYBUSS.busHeight,
    );
  if (!blocked(state.lane)) return NO_INPUT;
  if (state.lane > 0 && !blocked(state.lane - 1)) return press('left');
  if (state.lane < SAPPYBUSS.lanes - 1 && !blocked(state.lane + 1)) return press('right');
  return NO_INPUT;
}

describe('Sappybuss', () => {
  it('changes lane on a key press, never off the road', () => {
    const state = sappybussRules.create(undefined, 1);
    expect(sappybussRules.step(state, press('left'), 16).lane).toBe(0);
    expect(sappybussRules.step({ ...state, lane: 2 }, press('right'), 16).lane).toBe(2);
    expect(sappybussRules.step(state, { held: new Set(['left']), pressed: new Set() }, 16).lane).toBe(1);
  });

  it('picks up a passenger in its lane for ten points', () => {
    const state = sappybussRules.create(undefined, 1);
    const passenger = { lane: 1, y: SAPPYBUSS.busY - SAPPYBUSS.itemSize + 1, kind: 'passenger' as const };
    const next = sappybussRules.step({ ...state, items: [passenger] }, NO_INPUT, 16);
    expect(next.passengers).toBe(1);
    expect(next.points).toBe(SAPPYBUSS.passengerScore);
    expect(next.crashed).toBe(false);
  });

  it('crashes into road works, and scores one for each one passed', () => {
    const state = sappybussRules.create(undefined, 1);
    const works = { lane: 1, y: SAPPYBUSS.busY - SAPPYBUSS.itemSize + 1, kind: 'obstacle' as const };
    expect(sappybussRules.step({ ...state, items: [works] }, NO_INPUT, 16).crashed).toBe(true);
    const passed = { lane: 0, y: SAPPYBUSS.height - 1, kind: 'obstacle' as const };
    const next = sappybussRules.step({ ...state, sinceRow: 0, items: [passed] }, NO_INPUT, 16);
    expect(next.points).toBe(SAPPYBUSS.obstacleScore);
    expect(next.items).toEqual([]);
  });

  it('speeds up, and a careful driver scores believably', () => {
    let state = sappybussRules.create(undefined, 4);
    let played = 0;
    while (!sappybussRules.isOver(state) && played < 30_000) {
      state = advance(sappybussRules, state, driver(state), 16);
      played += 16;
    }
    expect(state.speed).toBeGreaterThan(SAPPYBUSS.startSpeed);
    expect(state.points).toBeGreaterThan(10);
    expect(isPlausibleScore('sappybuss', sappybussRules.score(state), played)).toBe(true);
  });
});
