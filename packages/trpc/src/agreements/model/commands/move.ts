import {
  addDays,
  earliestMoveDate,
  type MoveCheck,
  type MoveChoices,
  planMove,
  type ReplacementOffer,
  requiredReplacements,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne } from './command.ts';

/**
 * 'Flytta avtal': an address id of the demo's register (world.moveAddresses) searched (agreements.moveAddress), one of the main agreements
 * it offers, the move check for it (agreements.moveCheck), an offer for every replacement the check asks for, a move
 * date `dateIn` days after the earliest, 'Uppdatera adresser' and the confirmation drawn. A check that says the
 * agreement cannot move is a refused plan (the form's disabled submit).
 */
export class MoveCommand extends ModelCommand {
  constructor(
    readonly address: number,
    readonly pick: number,
    readonly dateIn: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    // The check the form shows and plans with, read before it plans.
    let check: MoveCheck | null = null;
    return driveOperation<MoveChoices>(sequence, {
      label: 'move',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: async (context, today, actor) => {
        const addressId = pickOne(sequence.world.moveAddresses, this.address) as string;
        const { mainAgreements } = await actor.caller.agreements.moveAddress({ addressId });
        const main = pickOne(mainAgreements, this.pick);
        if (!main) return null;
        check = await actor.caller.agreements.moveCheck({
          agreementNumber: context.agreement.agreementNumber,
          addressId,
          mainAgreementNumber: main.number,
        });
        return {
          addressId,
          mainAgreementNumber: main.number,
          moveDate: addDays(earliestMoveDate(today), this.dateIn),
          updateAddresses: (this.pick & 2) === 2,
          sendConfirmation: (this.pick & 1) === 1,
          // A replacement without offers has nothing to pick: the plan refuses the move (the form's disabled button).
          replacements: requiredReplacements(check.statuses).flatMap((replacement) =>
            replacement.offers.length === 0
              ? []
              : [
                  {
                    existingProductNumber: replacement.existingProductNumber,
                    productNumber: (pickOne(replacement.offers, this.pick) as ReplacementOffer).productNumber,
                  },
                ],
          ),
        };
      },
      plan: (context, choices, today, actor) =>
        planMove(context, choices, check as MoveCheck, today, actor.handler),
      submit: (caller, input) => caller.agreements.move(input),
    });
  }

  toString(): string {
    return this.printed(`new MoveCommand(${this.address}, ${this.pick}, ${this.dateIn})`);
  }
}
