import { addDays } from '@sappis/shared';

/**
 * A sequence's own calendar: `today` is an ISO day (Europe/Stockholm), `now()` noon UTC of it, which is the same
 * day in Stockholm whatever the season. The API's test context reads `now()`, so operations plan on `today`.
 */
export class Clock {
  constructor(public today: string) {}

  now(): Date {
    return new Date(`${this.today}T12:00:00Z`);
  }

  advance(days: number): void {
    this.today = addDays(this.today, days);
  }
}
