import { INVARIANTS, type InvariantName, type Observation } from './invariants.ts';
import { KNOWN_OPEN } from './known-open.ts';
import { readAgreement, readHolder, readShownRows } from './observe.ts';
import type { Model, Sequence } from './sequence.ts';

/**
 * Whether an invariant's violation fails the sequence: always, unless it is known open; a known open one when the
 * sequence names it (a regression test), or MODEL_STRICT=1 or MODEL_STRICT=name,name does (to see its
 * counterexamples shrunk).
 */
function failsOn(name: InvariantName, sequence: Sequence): boolean {
  const named = process.env.MODEL_STRICT?.split(',') ?? [];
  return !KNOWN_OPEN[name] || sequence.failOn.includes(name) || named.includes('1') || named.includes(name);
}

/** Violations of the known open invariants seen in this run, by invariant (printed at the end). */
export const tolerated = new Map<InvariantName, string[]>();

/** Counts for the summary: sequences started, steps run, and operations applied by label. */
export const counts = { sequences: 0, steps: 0, applied: new Map<string, number>() };

function countApplied({ applied }: Sequence): void {
  if (applied) counts.applied.set(applied.label, (counts.applied.get(applied.label) ?? 0) + 1);
}

/** Keeps what later invariants need from the operation just applied: a whole-agreement end, a pause, a continue. */
function remember(model: Model, sequence: Sequence): void {
  const { applied } = sequence;
  if (!applied) return;
  sequence.pauseWatch = null;
  const { plan } = applied;
  const end = plan.details.agreementEndDate;
  if (plan.details.scope === 'avtal' && typeof end === 'string') {
    if (sequence.terminatedOn === null || end < sequence.terminatedOn) sequence.terminatedOn = end;
    model.agreementEnd = sequence.terminatedOn;
  }
  const { assignerCustomerNumber, assigneeCustomerNumber, endDate, startDate } = plan.details;
  if (
    plan.operation === 'assignment' &&
    typeof assignerCustomerNumber === 'number' &&
    typeof assigneeCustomerNumber === 'number' &&
    typeof endDate === 'string' &&
    typeof startDate === 'string'
  )
    sequence.assignments.push({
      assignerCustomerNumber,
      receiverCustomerNumber: assigneeCustomerNumber,
      endDate,
      startDate,
    });
  if (plan.operation === 'pause' && typeof plan.details.startDate === 'string')
    sequence.pauseWatch = {
      rowsBefore: [...applied.context.agreement.rows, ...applied.pendingRowsBefore],
      returnDate: plan.details.startDate,
    };
  // The agreement the rows went to (a move's new one, a transfer's sibling) is watched from now on.
  const { target } = applied;
  if (target && !sequence.otherAgreements.some((other) => other.id === target.id))
    sequence.otherAgreements.push({ id: target.id, agreementNumber: target.agreementNumber });
  // A row that runs on on purpose keeps doing so where it is copied (an assignment's receiver, for one).
  plan.newRows.forEach((row, index) => {
    const created = applied.result.createdRowIds[index];
    if (row.sourceRowId && sequence.continuedRowIds.has(row.sourceRowId) && created !== undefined)
      sequence.continuedRowIds.add(created);
  });
  if (plan.operation === 'continue')
    for (const id of applied.result.createdRowIds) sequence.continuedRowIds.add(id);
  // Edit dates may move a row's end later (document 2: only when not too near): the agent runs it on on purpose.
  if (plan.operation === 'editRowDates' && typeof plan.details.rowId === 'number')
    sequence.continuedRowIds.add(plan.details.rowId);
}

/**
 * Runs one step of a sequence and checks every invariant after it; throws with the sequence's log when one breaks
 * (a known open one is only recorded, see KNOWN_OPEN).
 */
export async function runStep(model: Model, sequence: Sequence, step: () => Promise<string>): Promise<void> {
  counts.steps += 1;
  sequence.applied = null;
  sequence.log.push(`${sequence.world.clock.today} ${await step()}`);
  model.today = sequence.world.clock.today;
  countApplied(sequence);
  remember(model, sequence);
  const { world } = sequence;
  const observe = async (
    agreementId: number,
    agreementNumber: number,
    own: boolean,
  ): Promise<Observation> => ({
    today: world.clock.today,
    agreement: await readAgreement(world.prisma, agreementId),
    // The operation, the termination, the continues and the pause are the sequence's own agreement's.
    applied: own ? sequence.applied : null,
    terminatedOn: own ? sequence.terminatedOn : null,
    continuedRowIds: own ? sequence.continuedRowIds : new Set(),
    pauseWatch: own ? sequence.pauseWatch : null,
    holder: await readHolder(world.prisma, agreementId),
    assignments: own ? sequence.assignments : [],
    channelRules: world.channelRules,
    shownRows: await readShownRows(world, agreementNumber),
    invoices: own
      ? [await world.agent.caller.invoices.details({ invoiceNumber: sequence.invoiceNumber })]
      : [],
  });
  const observations: [string, Observation][] = [
    ['', await observe(sequence.agreementId, sequence.agreementNumber, true)],
    ...(await Promise.all(
      sequence.otherAgreements.map(
        async (other): Promise<[string, Observation]> => [
          `agreement ${other.agreementNumber}: `,
          await observe(other.id, other.agreementNumber, false),
        ],
      ),
    )),
  ];
  const broken: string[] = [];
  for (const [name, invariant] of Object.entries(INVARIANTS) as [
    InvariantName,
    (typeof INVARIANTS)[InvariantName],
  ][]) {
    const violations = observations.flatMap(([where, observation]) =>
      invariant(observation).map((violation) => `${where}${violation}`),
    );
    if (violations.length === 0) continue;
    if (failsOn(name, sequence)) broken.push(...violations.map((violation) => `${name}: ${violation}`));
    else tolerated.set(name, [...(tolerated.get(name) ?? []), ...violations]);
  }
  if (broken.length > 0)
    throw new Error(
      `agreement ${sequence.agreementNumber}\n${sequence.log.join('\n')}\nbroken:\n${broken.join('\n')}`,
    );
}
