import { randomUUID } from 'node:crypto';
import {
  type KeptRow,
  type OperationContext,
  type OperationInputBase,
  type OperationPlan,
  type OperationResult,
  type PlanOutcome,
  planFingerprint,
  withBillingEffect,
} from '@sappis/shared';
import { pickSome } from './commands/command.ts';
import { findAgreement, pendingRows, readRows } from './observe.ts';
import type { Sequence } from './sequence.ts';
import type { Actor, Caller } from './world.ts';

/** One operation as its form drives it: the choices it offers, the shared plan, and the mutation it submits. */
export interface OperationDriver<Choices> {
  label: string;
  actor: (sequence: Sequence) => Actor;
  /**
   * The choices the form lets the user make from what it shows (and the extra facts it reads, e.g. the transfer's
   * targets); null when it offers nothing to choose.
   */
  choose: (
    context: OperationContext,
    today: string,
    actor: Actor,
  ) => Choices | null | Promise<Choices | null>;
  /** The operation's shared plan function with the choices (packages/shared). */
  plan: (context: OperationContext, choices: Choices, today: string, actor: Actor) => PlanOutcome;
  submit: (caller: Caller, input: OperationInputBase & { choices: Choices }) => Promise<OperationResult>;
  /**
   * The command's drawn number for 'Följer med tjänsten' (operations with keepRows): whether and which of the rows
   * the preview ends with their service the agent unticks, with a reason. Absent: the operation has no such choice.
   */
  keep?: number;
}

/** The rows the agent unticks in 'Följer med tjänsten': none for two of three numbers, else some (pickSome). */
function keptRows(plan: OperationPlan, keep: number): KeptRow[] {
  const dependents = (plan.dependentRows ?? []).filter((row) => row.keptReason === null);
  if (keep % 3 !== 0) return [];
  return pickSome(dependents, Math.floor(keep / 3)).map((row) => ({
    rowId: row.rowId,
    reason: 'Modelltest: kunden behåller den',
  }));
}

/** The rows the agent dated itself past their service ('Ändra datum'): the form asks why, and the agent answers. */
function datedRows(outcome: PlanOutcome): KeptRow[] {
  const dependents = outcome.ok ? [] : (outcome.dependentRows ?? []);
  return dependents
    .filter((row) => row.datedWithoutServiceFrom && !row.keptReason)
    .map((row) => ({ rowId: row.rowId, reason: 'Modelltest: agenten daterade raden själv' }));
}

/**
 * Drives one operation the way its form does (docs/operations.md): reads agreements.operationContext, plans with
 * choices drawn from what the form offers, adds the billing effect, and submits the plan's fingerprint. A refused
 * plan (nothing offered, or refusals) is a no-op, as the form's disabled submit is. Records what was previewed and
 * what the database holds after in `sequence.applied`; returns a line for the log.
 */
export async function driveOperation<Choices>(
  sequence: Sequence,
  driver: OperationDriver<Choices>,
): Promise<string> {
  const actor = driver.actor(sequence);
  const { context, today } = await actor.caller.agreements.operationContext({
    agreementNumber: sequence.agreementNumber,
  });
  let choices = await driver.choose(context, today, actor);
  if (choices === null) return `${driver.label}: nothing offered`;
  let outcome = withBillingEffect(driver.plan(context, choices, today, actor), context, today);
  const keepRows =
    outcome.ok && driver.keep !== undefined ? keptRows(outcome.plan, driver.keep) : datedRows(outcome);
  if (keepRows.length > 0) {
    choices = { ...choices, keepRows };
    outcome = withBillingEffect(driver.plan(context, choices, today, actor), context, today);
  }
  if (!outcome.ok) return `${driver.label}: refused ${JSON.stringify(outcome.refusals)}`;
  const { prisma } = sequence.world;
  const lastCase = await prisma.case.aggregate({ _max: { id: true } });
  const pendingRowsBefore = await pendingRows(prisma, sequence.agreementId);
  const requestId = randomUUID();
  const result = await driver.submit(actor.caller, {
    requestId,
    agreementNumber: sequence.agreementNumber,
    planFingerprint: planFingerprint(outcome.plan),
    choices,
  });
  const casesOpened = await prisma.case.findMany({
    where: { id: { gt: lastCase._max.id ?? 0 } },
    select: { number: true, typeId: true },
    orderBy: { id: 'asc' },
  });
  const target =
    result.targetAgreementNumber === undefined
      ? null
      : await findAgreement(prisma, result.targetAgreementNumber);
  sequence.applied = {
    label: driver.label,
    today,
    context,
    plan: outcome.plan,
    result,
    pendingRowsBefore,
    rowsAfter: await readRows(prisma, sequence.agreementId),
    pendingRowsAfter: await pendingRows(prisma, sequence.agreementId, requestId),
    casesOpened,
    target: target && {
      id: target.id,
      agreementNumber: target.agreementNumber,
      rowsAfter: await readRows(prisma, target.id),
    },
    holderAfter: (await findAgreement(prisma, sequence.agreementNumber)).customerNumber,
  };
  return `${driver.label}: applied ${JSON.stringify(choices)}`;
}
