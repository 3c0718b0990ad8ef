import { isoDay } from '@sappis/shared';
import fc from 'fast-check';
import { copyAgreement } from './copy-agreement.ts';
import type { InvariantName } from './invariants.ts';
import type { Model, Sequence } from './sequence.ts';
import { createSequenceInvoice } from './sequence-invoice.ts';
import { counts } from './step.ts';
import { SEED_NOW, type World } from './world.ts';

/**
 * A fresh sequence: a copy of the demo agreement `source` (an index into world.sources) and a sibling copy for
 * transfers, the clock at the seed's day.
 */
async function startSequence(
  world: World,
  source: number,
  failOn: readonly InvariantName[],
): Promise<{ model: Model; real: Sequence }> {
  counts.sequences += 1;
  world.clock.today = isoDay(SEED_NOW);
  const sourceId = world.sources[source % world.sources.length] as number;
  const { id, agreementNumber } = await copyAgreement(world.prisma, sourceId);
  const sibling = await copyAgreement(world.prisma, sourceId);
  // Every other source's invoice is paid, so reversals meet paid and unpaid invoices.
  const invoiceNumber = await createSequenceInvoice(world.prisma, id, world.clock.today, source % 2 === 1);
  const packages = await world.prisma.agreementRow.count({
    where: { agreementId: id, productNumber: { in: [...world.channelRules.keys()] } },
  });
  return {
    model: { today: world.clock.today, agreementEnd: null, hasChannelPackage: packages > 0 },
    real: {
      world,
      agreementId: id,
      agreementNumber,
      siblingAgreementNumber: sibling.agreementNumber,
      otherAgreements: [],
      applied: null,
      terminatedOn: null,
      continuedRowIds: new Set(),
      pauseWatch: null,
      assignments: [],
      invoiceNumber,
      failOn,
      log: [`copy of demo agreement id ${sourceId}`],
    },
  };
}

/**
 * Runs one sequence of commands on a copy of demo agreement `source`, the invariants checked after every step
 * (the known open ones named in `failOn` fail it too).
 */
export function runSequence(
  world: World,
  source: number,
  commands: Iterable<fc.AsyncCommand<Model, Sequence>>,
  { failOn = [] }: { failOn?: readonly InvariantName[] } = {},
): Promise<void> {
  return fc.asyncModelRun(() => startSequence(world, source, failOn), commands);
}
