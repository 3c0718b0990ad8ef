import type {
  BillableRow,
  OperationContext,
  OperationPlan,
  OperationResult,
  OperationRow,
} from '@sappis/shared';
import type { InvariantName } from './invariants.ts';
import type { World } from './world.ts';

/** An agreement the sequence reaches by id and number. */
export interface AgreementRef {
  id: number;
  agreementNumber: number;
}

/** An operation applied in the step that just ran: what the form previewed and what the database holds after. */
export interface AppliedOperation {
  label: string;
  today: string;
  context: OperationContext;
  plan: OperationPlan;
  result: OperationResult;
  /** The rows the agreement's follow-ups were still to create before the operation (billable, ids below 0). */
  pendingRowsBefore: BillableRow[];
  rowsAfter: OperationRow[];
  /** The rows this operation's follow-ups will create (billable rows with ids below 0). */
  pendingRowsAfter: BillableRow[];
  /** The cases created while the operation ran (number and type). */
  casesOpened: { number: number; typeId: number }[];
  /** The agreement the plan's target rows went to (move: a new one; transfer: the sibling) and its rows after. */
  target: (AgreementRef & { rowsAfter: OperationRow[] }) | null;
  /** The customer number holding the agreement after the operation (an assignment gives it to the receiver). */
  holderAfter: number;
}

/** An assignment applied: the assigner holds the agreement through endDate, the receiver from startDate. */
export interface AssignmentWatch {
  assignerCustomerNumber: number;
  receiverCustomerNumber: number;
  endDate: string;
  startDate: string;
}

/** A pause applied, watched until another operation changes the agreement (invariant pausePreservesPrice). */
export interface PauseWatch {
  /** The agreement's rows the moment before the pause, with those its follow-ups were still to create. */
  rowsBefore: BillableRow[];
  /** The day the services run again. */
  returnDate: string;
}

/**
 * The model fast-check's commands check against: what a sequence knows without reading the database. Commands
 * use it to decide whether they apply.
 */
export interface Model {
  today: string;
  /** The end date of a whole-agreement termination or regret applied, if any. */
  agreementEnd: string | null;
  /** The agreement has a channel package row. */
  hasChannelPackage: boolean;
}

/** The system side of one sequence: its own copy of a demo agreement, on the world's clock. */
export interface Sequence {
  world: World;
  agreementId: number;
  agreementNumber: number;
  /** Another copy of the same demo agreement (same customer): where a transfer of services may go. */
  siblingAgreementNumber: number;
  /**
   * The other agreements the invariants are checked on after every step, once an operation put rows there: the
   * sibling copy (a transfer's target) and every agreement a move created.
   */
  otherAgreements: AgreementRef[];
  /** The operation applied by the current step, if it applied one (reset before every step). */
  applied: AppliedOperation | null;
  /** Whole-agreement terminations applied: nothing may run after the earliest end date (noRowComesBack). */
  terminatedOn: string | null;
  /** Rows a continue created, or whose dates an agent edited, after that termination: run on on purpose. */
  continuedRowIds: Set<number>;
  pauseWatch: PauseWatch | null;
  /** The assignments applied, in order (one is handed over before the next can be registered). */
  assignments: AssignmentWatch[];
  /** This month's invoice of the copy (createSequenceInvoice), which ReverseInvoiceCommand reverses rows of. */
  invoiceNumber: number;
  /** Known open invariants that fail this sequence all the same (a regression test's). */
  failOn: readonly InvariantName[];
  /** What each step did, for the failure message. */
  log: string[];
}
