import type fc from 'fast-check';
import type { Model, Sequence } from '../sequence.ts';
import { runStep } from '../step.ts';

/** One from `options` by the command's drawn number (shrinks towards the first). */
export function pickOne<T>(options: readonly T[], pick: number): T | undefined {
  return options.length === 0 ? undefined : options[pick % options.length];
}

/** Some of `options` by the bits of the drawn number; never none when there are any. */
export function pickSome<T>(options: readonly T[], pick: number): T[] {
  const some = options.filter((_, index) => (pick >> (index % 30)) & 1);
  const one = pickOne(options, pick);
  return some.length > 0 || one === undefined ? some : [one];
}

/**
 * A command of the model-based test: `act` drives the API for one step and says what it did; every step is
 * followed by the invariants (runStep). `check` decides from the model whether the command applies at all.
 */
export abstract class ModelCommand implements fc.AsyncCommand<Model, Sequence> {
  /** The drawn number for 'Följer med tjänsten' (driveOperation's keep), for the operations that offer it. */
  keep: number | undefined;

  /** The command with the agent's 'Följer med tjänsten' choice drawn as `keep`. */
  keeping(keep: number): this {
    this.keep = keep;
    return this;
  }

  /** `toString` of the command with its keep number, so a counterexample replays as printed. */
  protected printed(text: string): string {
    return this.keep === undefined ? text : `${text}.keeping(${this.keep})`;
  }

  check(_model: Readonly<Model>): boolean {
    return true;
  }

  abstract act(sequence: Sequence): Promise<string>;

  async run(model: Model, sequence: Sequence): Promise<void> {
    await runStep(model, sequence, () => this.act(sequence));
  }

  abstract toString(): string;
}
