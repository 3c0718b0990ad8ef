import { addDays, firstDayOfNextMonth, lastDayOfMonth } from '@sappis/shared';
import { runDailyJobs } from '../days-pass.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand } from './command.ts';

/** How far the days run: a number of days, or to the next month end, or to the next first of a month. */
export type DaysPassTarget = { days: number } | 'monthEnd' | 'firstOfMonth';

/** Days pass: the clock moves on day by day, and each day the job queue runs what is due. */
export class DaysPassCommand extends ModelCommand {
  constructor(readonly target: DaysPassTarget) {
    super();
  }

  private until(today: string): string {
    if (this.target === 'monthEnd') {
      const end = lastDayOfMonth(today);
      return end === today ? lastDayOfMonth(today, 1) : end;
    }
    if (this.target === 'firstOfMonth') return firstDayOfNextMonth(today);
    return addDays(today, this.target.days);
  }

  async act(sequence: Sequence): Promise<string> {
    const { clock, prisma } = sequence.world;
    const until = this.until(clock.today);
    while (clock.today < until) {
      clock.advance(1);
      await runDailyJobs(prisma, clock.today);
    }
    return `days pass to ${until}`;
  }

  toString(): string {
    return `new DaysPassCommand(${JSON.stringify(this.target)})`;
  }
}
