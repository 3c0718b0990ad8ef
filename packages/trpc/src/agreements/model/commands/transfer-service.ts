import {
  addDays,
  movingRows,
  planTransferService,
  type TransferFacts,
  type TransferServiceChoices,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne, pickSome } from './command.ts';

/**
 * 'Byt avtal': some of the running rows move to the sibling copy (another agreement of the customer) from a day
 * within `startIn` days, with the broadband replacement the form offers when there is one (agreements.transferFacts).
 */
export class TransferServiceCommand extends ModelCommand {
  constructor(
    readonly pick: number,
    readonly startIn: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    let facts: TransferFacts = { targets: [], replacement: null };
    return driveOperation<TransferServiceChoices>(sequence, {
      label: 'transfer service',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: async (context, today, actor) => {
        const startDate = addDays(today, this.startIn);
        const rows = pickSome(movingRows(context.agreement.rows, startDate), this.pick);
        if (rows.length === 0) return null;
        const rowIds = rows.map((row) => row.id);
        facts = await actor.caller.agreements.transferFacts({
          agreementNumber: sequence.agreementNumber,
          rowIds,
          targetAgreementNumber: sequence.siblingAgreementNumber,
        });
        return {
          targetAgreementNumber: sequence.siblingAgreementNumber,
          rowIds,
          startDate,
          replacementProductNumber:
            pickOne(facts.replacement?.offers ?? [], this.pick)?.productNumber ?? null,
          sendConfirmation: (this.pick & 1) === 1,
        };
      },
      plan: (context, choices, today, actor) =>
        planTransferService(context, choices, facts, today, actor.handler),
      submit: (caller, input) => caller.agreements.transferService(input),
    });
  }

  toString(): string {
    return this.printed(`new TransferServiceCommand(${this.pick}, ${this.startIn})`);
  }
}
