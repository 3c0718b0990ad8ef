import { randomUUID } from 'node:crypto';
import { addDays, isReversibleRow, planReverseInvoice, type ReverseInvoiceChoices } from '@sappis/shared';
import type { Sequence } from '../sequence.ts';
import { counts } from '../step.ts';
import { ModelCommand, pickSome } from './command.ts';

/**
 * 'Vänd faktura' on the sequence's invoice, as the panel drives it: some of the rows it can still reverse, each
 * whole or (`days` > 0) the first `days` days of its period, credited on this or the next invoice.
 */
export class ReverseInvoiceCommand extends ModelCommand {
  constructor(
    readonly rows: number,
    readonly days: number,
    readonly thisInvoice: boolean,
  ) {
    super();
  }

  async act(sequence: Sequence): Promise<string> {
    const { caller } = sequence.world.agent;
    const invoice = await caller.invoices.details({ invoiceNumber: sequence.invoiceNumber });
    const facts = invoice.rows.map((row) => ({ ...row }));
    const picked = pickSome(facts.filter(isReversibleRow), this.rows);
    if (picked.length === 0) return `reverse invoice ${invoice.invoiceNumber}: nothing left to reverse`;
    const choices: ReverseInvoiceChoices = {
      invoiceNumber: invoice.invoiceNumber,
      rows: picked.map((row) => {
        const to = row.periodFrom && this.days > 0 ? addDays(row.periodFrom, this.days - 1) : null;
        const partial = to !== null && row.periodTo !== null && to < row.periodTo;
        return {
          transactionNo: row.transactionNo,
          transGroup3: this.thisInvoice ? 33 : 2,
          periodFrom: row.periodFrom,
          periodTo: partial ? to : row.periodTo,
        };
      }),
    };
    if (!planReverseInvoice(facts, choices).ok) return `reverse invoice ${invoice.invoiceNumber}: refused`;
    await caller.invoices.reverse({ requestId: randomUUID(), choices });
    counts.applied.set('reverse invoice', (counts.applied.get('reverse invoice') ?? 0) + 1);
    return `reverse invoice ${invoice.invoiceNumber} rows ${picked.map((row) => row.transactionNo).join(',')}`;
  }

  toString(): string {
    return `new ReverseInvoiceCommand(${this.rows}, ${this.days}, ${this.thisInvoice})`;
  }
}
