import type { LiveEvent } from './event-types.ts';

/**
 * The newest events an event hub has delivered, in id order, so that a subscription resuming after one of them
 * (a client reconnecting after its replica died) replays from memory instead of the table (issue 27: a thousand
 * clients reconnecting at once made a thousand replay queries). It holds every committed event after `after` up to
 * the newest delivered one (ids commit in order, see appendEvent), between `capacity` and twice that many.
 */
export class RecentEvents {
  #events: LiveEvent[] = [];
  /** Every committed event with a greater id, up to the newest delivered one, is in #events; null: none known. */
  #after: bigint | null = null;
  #newest: bigint | null = null;

  constructor(readonly capacity: number) {}

  /** Starts over after `id` (the hub's start, or its reconnect: the table may have lost what it delivered). */
  reset(id: bigint): void {
    this.#events = [];
    this.#after = id;
    this.#newest = id;
  }

  /** The events the hub delivers next, in id order, each newer than every one added before. */
  add(events: readonly LiveEvent[]): void {
    if (this.#after === null || events.length === 0) return;
    for (const event of events) this.#events.push(event);
    this.#newest = BigInt((events.at(-1) as LiveEvent).id);
    if (this.#events.length > 2 * this.capacity) {
      const dropped = this.#events.length - this.capacity;
      this.#after = BigInt((this.#events[dropped - 1] as LiveEvent).id);
      this.#events = this.#events.slice(dropped);
    }
  }

  /**
   * Every committed event after `id` up to the newest delivered one, oldest first; undefined when memory cannot tell
   * (`id` is older than what it holds, or newer than what the hub has delivered: another process's hub may be
   * ahead), and the table must answer.
   */
  after(id: bigint): readonly LiveEvent[] | undefined {
    if (this.#after === null || this.#newest === null || id < this.#after || id > this.#newest)
      return undefined;
    const events = this.#events;
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (BigInt((events[middle] as LiveEvent).id) <= id) low = middle + 1;
      else high = middle;
    }
    return events.slice(low);
  }
}
