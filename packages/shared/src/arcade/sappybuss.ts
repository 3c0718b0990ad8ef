import { type GameRules, nextRandom, overlaps } from './arcade-rules.ts';

/**
 * Sappybuss: drive the bus between the lanes (arrow keys left/right), pick up passengers at the stops
 * and keep clear of the road works; one point per obstacle passed, ten per passenger. Over at a crash.
 */
export const SAPPYBUSS = {
  width: 360,
  height: 600,
  lanes: 3,
  busWidth: 64,
  busHeight: 110,
  busY: 460,
  itemSize: 56,
  startSpeed: 230,
  maxSpeed: 460,
  /** Speed gained per second of play. */
  acceleration: 6,
  /** Distance between rows of the road; one thing per row, so there is always a free lane. */
  rowSpacing: 190,
  /** Share of rows that hold a passenger instead of an obstacle. */
  passengerShare: 0.3,
  obstacleScore: 1,
  passengerScore: 10,
} as const;

export type RoadItemKind = 'obstacle' | 'passenger';

export interface RoadItem {
  lane: number;
  y: number;
  kind: RoadItemKind;
}

export interface SappybussState {
  lane: number;
  items: RoadItem[];
  speed: number;
  points: number;
  passengers: number;
  crashed: boolean;
  /** Distance driven since the last row was placed. */
  sinceRow: number;
  seed: number;
}

/** The left edge of a lane's middle for a thing `size` wide. */
export const laneX = (lane: number, size: number) => {
  const laneWidth = SAPPYBUSS.width / SAPPYBUSS.lanes;
  return lane * laneWidth + (laneWidth - size) / 2;
};

export function busRect(lane: number) {
  return {
    x: laneX(lane, SAPPYBUSS.busWidth),
    y: SAPPYBUSS.busY,
    width: SAPPYBUSS.busWidth,
    height: SAPPYBUSS.busHeight,
  };
}

export function itemRect(item: RoadItem) {
  return {
    x: laneX(item.lane, SAPPYBUSS.itemSize),
    y: item.y,
    width: SAPPYBUSS.itemSize,
    height: SAPPYBUSS.itemSize,
  };
}

function newRow(seed: number): { item: RoadItem; seed: number } {
  const lane = nextRandom(seed);
  const kind = nextRandom(lane.seed);
  return {
    item: {
      lane: Math.floor(lane.value * SAPPYBUSS.lanes),
      y: -SAPPYBUSS.itemSize,
      kind: kind.value < SAPPYBUSS.passengerShare ? 'passenger' : 'obstacle',
    },
    seed: kind.seed,
  };
}

export const sappybussRules: GameRules<SappybussState> = {
  create(_options, seed) {
    return {
      lane: 1,
      items: [],
      speed: SAPPYBUSS.startSpeed,
      points: 0,
      passengers: 0,
      crashed: false,
      sinceRow: SAPPYBUSS.rowSpacing,
      seed,
    };
  },

  step(state, input, dtMs) {
    if (state.crashed) return state;
    const dt = dtMs / 1000;
    const steer = (input.pressed.has('right') ? 1 : 0) - (input.pressed.has('left') ? 1 : 0);
    const lane = Math.min(Math.max(state.lane + steer, 0), SAPPYBUSS.lanes - 1);
    const distance = state.speed * dt;
    const bus = busRect(lane);
    let { points, passengers, seed } = state;
    let crashed = false;
    const items: RoadItem[] = [];
    for (const item of state.items) {
      const moved = { ...item, y: item.y + distance };
      if (overlaps(bus, itemRect(moved))) {
        if (moved.kind === 'obstacle') {
          crashed = true;
          items.push(moved);
        } else {
          passengers += 1;
          points += SAPPYBUSS.passengerScore;
        }
        continue;
      }
      if (moved.y > SAPPYBUSS.height) {
        if (moved.kind === 'obstacle') points += SAPPYBUSS.obstacleScore;
        continue;
      }
      items.push(moved);
    }
    let sinceRow = state.sinceRow + distance;
    if (sinceRow >= SAPPYBUSS.rowSpacing) {
      const row = newRow(seed);
      items.push(row.item);
      seed = row.seed;
      sinceRow -= SAPPYBUSS.rowSpacing;
    }
    const speed = Math.min(state.speed + SAPPYBUSS.acceleration * dt, SAPPYBUSS.maxSpeed);
    return { lane, items, speed, points, passengers, crashed, sinceRow, seed };
  },

  isOver: (state) => state.crashed,
  score: (state) => state.points,
};
