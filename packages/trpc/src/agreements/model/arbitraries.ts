import fc from 'fast-check';
import { AssignmentCommand } from './commands/assignment.ts';
import { ChannelEditCommand } from './commands/channel-edit.ts';
import type { ModelCommand } from './commands/command.ts';
import { CompensateCommand } from './commands/compensate.ts';
import { ContinueCommand } from './commands/continue.ts';
import { DaysPassCommand } from './commands/days-pass.ts';
import { DeceasedCommand } from './commands/deceased.ts';
import { EditDatesCommand } from './commands/edit-dates.ts';
import { MoveCommand } from './commands/move.ts';
import { PauseCommand } from './commands/pause.ts';
import { RegretCommand } from './commands/regret.ts';
import { ReverseInvoiceCommand } from './commands/reverse-invoice.ts';
import { TerminateCommand } from './commands/terminate.ts';
import { TransferServiceCommand } from './commands/transfer-service.ts';

const pick = fc.nat({ max: 0x3fff_ffff });

/** Days passing: a few days to about four months, often landing on a month end or the first of a month. */
export const daysPass = fc
  .oneof(
    fc.constant('monthEnd' as const),
    fc.constant('firstOfMonth' as const),
    fc.integer({ min: 1, max: 125 }).map((days) => ({ days })),
  )
  .map((target) => new DaysPassCommand(target));

/** Every command of the model, days passing weighted so operations meet the dates they set. */
export const commandArbitraries: fc.Arbitrary<ModelCommand>[] = [
  daysPass,
  daysPass,
  fc
    .tuple(fc.boolean(), pick, pick)
    .map(([all, value, keep]) => new TerminateCommand(all, value).keeping(keep)),
  fc.tuple(pick, pick).map(([value, keep]) => new RegretCommand(value).keeping(keep)),
  fc
    .tuple(fc.boolean(), pick, pick)
    .map(([all, value, keep]) => new DeceasedCommand(all, value).keeping(keep)),
  fc
    .tuple(pick, pick, pick, pick)
    .map(([rows, end, start, keep]) => new PauseCommand(rows, end, start).keeping(keep)),
  fc.tuple(pick, pick).map(([value, keep]) => new ContinueCommand(value).keeping(keep)),
  fc
    .tuple(fc.integer({ min: 1, max: 500 }), fc.nat({ max: 40 }), fc.nat({ max: 30 }))
    .map(([amount, startIn, length]) => new CompensateCommand(amount, startIn, length)),
  fc
    .tuple(pick, fc.constantFrom('start' as const, 'end' as const), fc.nat({ max: 120 }), pick)
    .map(([value, field, shift, keep]) => new EditDatesCommand(value, field, shift).keeping(keep)),
  fc
    .tuple(pick, fc.nat({ max: 60 }), pick)
    .map(([value, startIn, keep]) => new TransferServiceCommand(value, startIn).keeping(keep)),
  fc
    .tuple(pick, fc.array(pick, { minLength: 1, maxLength: 4 }))
    .map(([value, toggles]) => new ChannelEditCommand(value, toggles)),
  fc
    .tuple(pick, pick, fc.nat({ max: 60 }), pick)
    .map(([address, value, dateIn, keep]) => new MoveCommand(address, value, dateIn).keeping(keep)),
  fc.tuple(pick, pick).map(([receiver, value]) => new AssignmentCommand(receiver, value)),
  fc
    .tuple(pick, fc.nat({ max: 31 }), fc.boolean())
    .map(([rows, days, thisInvoice]) => new ReverseInvoiceCommand(rows, days, thisInvoice)),
];

/** A sequence: which demo agreement to copy and up to `maxCommands` commands. */
export function sequenceArbitrary(sources: number, maxCommands: number) {
  return fc.record({
    source: fc.nat({ max: sources - 1 }),
    commands: fc.commands(commandArbitraries, { maxCommands }),
  });
}
