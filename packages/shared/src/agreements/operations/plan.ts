import type { CasePriorityKey, CaseStatusKey } from '../../cases.ts';
import type { ProductTypeKey } from '../../customer-codes.ts';
import type { BillingEffect } from '../billing/billing-effect-types.ts';
import type { PendingHandOverParties } from './assignment/pending-hand-over.ts';
import type { ServiceKind } from './dependent-rows/service-kinds.ts';

/** The operations that follow the plan pattern (docs/operations.md); the key names its audit action. */
export type OperationKind =
  | 'terminate'
  | 'regret'
  | 'terminateDeceased'
  | 'pause'
  | 'continue'
  | 'compensate'
  | 'editRowDates'
  | 'paymentMethodChange'
  | 'returnCase'
  | 'assignment'
  | 'move'
  | 'transferService'
  | 'commerceOrder';

export interface PlannedRowEnd {
  rowId: number;
  productName: string;
  endDate: string;
  /** The row's end date before the plan, when the plan moves it earlier (a service terminated again). */
  previousEndDate?: string;
}

/** A row that has not started and never will (e.g. a paused service's return, when the agreement ends first). */
export interface PlannedRowCancel {
  rowId: number;
  productName: string;
  startDate: string;
}

export interface PlannedRowDates {
  rowId: number;
  productName: string;
  startDate: string | null;
  endDate: string | null;
  boundUntil: string | null;
}

export interface PlannedRow {
  productNumber: string;
  productName: string;
  type: ProductTypeKey;
  price: number;
  priceList: number;
  invoiceCode: number | null;
  quantity: number;
  startDate: string;
  endDate: string | null;
  card: number;
  category: string;
  /** The row this one continues or was copied from, if any. */
  sourceRowId: number | null;
  /**
   * The row this one belongs to (avtalsradHuvudrad): an existing row of the agreement the row is written to
   * (`rowId`), or a row created earlier in the same list (`newRowIndex`, e.g. a moved discount under its moved
   * campaign row). Absent: a top-level row.
   */
  parent?: { rowId: number } | { newRowIndex: number };
  /** Carried over from the row this one continues (a pause's returning rows, a moved row); absent: none. */
  campaignId?: number | null;
  campaignPrice?: number | null;
  campaignEndDate?: string | null;
  boundUntil?: string | null;
  bindingMonths?: number | null;
  /** A returning row of a row the agent kept without its service: the keep comes back with it (issue 26). */
  keptWithoutService?: string | null;
}

export interface PlannedCaseField {
  formTitle: string | null;
  title: string;
  value: string | null;
  required: boolean;
}

export interface PlannedCase {
  typeId: number;
  ownerGroupId: number;
  status: CaseStatusKey;
  priority: CasePriorityKey;
  /** At most CASE_HEADER_MAX characters (plannedCase), or a header the spec gives whole (plannedCaseWithSpecHeader). */
  header: string;
  fields: PlannedCaseField[];
  /** The case this one continues (case_parent_number), if any. */
  parentCaseNumber?: number | null;
}

export interface PlannedEmail {
  title: string;
  subject: string;
  /** Plain-text paragraphs; the sender renders them (escaped) as HTML. */
  paragraphs: string[];
}

export interface PlannedFee {
  name: string;
  amount: number;
}

/** A customer's delivery address as a move writes it. */
export interface PlannedDeliveryAddress {
  deliveryAddress: string;
  postalCode: string | null;
  city: string;
}

/**
 * Work that happens later through the job queue, on the ISO day runOn: a return case's shipping slip e-mailed to
 * the customer with its fee row; an assigned agreement handed over to its receiver on the receiver's start date
 * (the assigner holds it until then); a moving customer's delivery address changed on the move date (they live at
 * the old one until then). (A pause's services return as rows created with the pause, not later.)
 */
export type PlannedFollowUp =
  | {
      kind: 'sendReturnSlip';
      runOn: string;
      rows: PlannedRow[];
      email: PlannedEmail;
    }
  | ({ kind: 'handOverAgreement'; runOn: string } & PendingHandOverParties)
  | { kind: 'moveCustomerAddress'; runOn: string; address: PlannedDeliveryAddress };

/** The rows a follow-up creates when it runs. */
export function followUpRows(followUp: PlannedFollowUp): PlannedRow[] {
  return followUp.kind === 'sendReturnSlip' ? followUp.rows : [];
}

/** Where a new agreement is created (a move): the address of the address register under a main agreement. */
export interface PlannedAgreementAddress {
  addressId: string;
  deliveryAddress: string;
  postalCode: string | null;
  city: string;
  mainAgreementNumber: number;
  mainCentral: string | null;
  orderInfo: string | null;
}

/**
 * Rows that go to another agreement of the same customer (move, transfer service): an existing one
 * (agreementNumber), or a new one created at `address` (agreementNumber null).
 */
export interface PlannedTargetAgreement {
  agreementNumber: number | null;
  address: PlannedAgreementAddress | null;
  rows: PlannedRow[];
}

/** A hardware, card or add-on row left without a running service of its kind by the plan, and what happens to it. */
export interface PlannedDependentRow {
  rowId: number;
  productName: string;
  kind: ServiceKind;
  /** The last day it runs (it ends with its service); null: it is removed before it starts. */
  endDate: string | null;
  /** The days it runs again (a pause's services return): a new row from each. */
  returnDates: string[];
  /** Hardware that is hired or lent: ending it for good offers the return case. */
  hardware: boolean;
  /** The agent keeps it running, with this reason; null: it ends (or pauses) with the service. */
  keptReason: string | null;
  /** Its start day when it has not started yet (a row returning after a pause); absent: it has started. */
  startsOn?: string;
  /**
   * It ended with a service the plan continues and comes back with it (continue): a new row from `returnDates[0]`;
   * kept (`keptReason`), it stays ended. Absent: it ends (or pauses) with its service.
   */
  continues?: true;
  /**
   * The agent dated it itself ('Ändra datum') so that it bills from this day on days without a service of its kind:
   * kept by those dates (the rule never ends it), with the reason the agent gives (`keptReason`, required).
   * Absent: the operation ends (or pauses) it with its service unless the agent unticks it.
   */
  datedWithoutServiceFrom?: string;
}

/** What an operation does, exactly: the form previews it and the server executes it. */
export interface OperationPlan {
  operation: OperationKind;
  agreementNumber: number;
  endRows: PlannedRowEnd[];
  /** Rows that start after they would end: removed, since they never ran (nothing of them was invoiced). */
  cancelRows: PlannedRowCancel[];
  changeRowDates: PlannedRowDates[];
  newRows: PlannedRow[];
  cases: PlannedCase[];
  emails: PlannedEmail[];
  fees: PlannedFee[];
  followUps: PlannedFollowUp[];
  /** The customer's confirmation was asked for but the e-mail address is not usable. */
  confirmationUnsendable: boolean;
  /**
   * What the user must do by hand because the plan cannot (e.g. send a return slip that cannot be e-mailed): the
   * preview lists them and the success text repeats them. Absent: none.
   */
  warnings?: string[];
  /** Extra facts to record with the operation (termination reason, scope, action code ...), JSON-safe. */
  details: Record<string, string | number | boolean | null>;
  /**
   * Every recurring row of the agreement has ended by today once the plan is applied (agreementEndedBy): applyPlan
   * marks the agreement ended. Absent: it is not (a later end is marked by the daily sweep).
   */
  endsAgreement?: boolean;
  /** Rows moved to another agreement (move, transfer service); absent for the other operations. */
  target?: PlannedTargetAgreement;
  /**
   * Hardware, cards and add-ons left without a running service of their kind, ended (or paused) with it or kept by
   * the agent (withDependentRows); the preview lists them. Absent: none.
   */
  dependentRows?: PlannedDependentRow[];
  /** What the plan does to the customer's bill (withBillingEffect); the preview shows it, the fingerprint covers it. */
  billing?: BillingEffect;
}

/** Swedish refusals per field ('' for the operation as a whole). */
export type Refusals = Record<string, string[]>;

/**
 * A plan, or why there is none. A plan refused only for a kept row's missing reason still names its dependent rows
 * ('Följer med tjänsten'), so the form can ask for it.
 */
export type PlanOutcome =
  | { ok: true; plan: OperationPlan }
  | { ok: false; refusals: Refusals; dependentRows?: PlannedDependentRow[] };

/** A plan with the parts an operation does not use left empty. */
export function operationPlan(
  plan: Pick<OperationPlan, 'operation' | 'agreementNumber'> & Partial<OperationPlan>,
): OperationPlan {
  return {
    endRows: [],
    cancelRows: [],
    changeRowDates: [],
    newRows: [],
    cases: [],
    emails: [],
    fees: [],
    followUps: [],
    confirmationUnsendable: false,
    details: {},
    ...plan,
  };
}

/** Collects refusals per field; `outcome` turns them into a PlanOutcome. */
export class RefusalList {
  readonly refusals: Refusals = {};

  add(field: string, message: string): void {
    const list = this.refusals[field] ?? [];
    if (!list.includes(message)) list.push(message);
    this.refusals[field] = list;
  }

  get empty(): boolean {
    return Object.keys(this.refusals).length === 0;
  }

  outcome(build: () => OperationPlan): PlanOutcome {
    return this.empty ? { ok: true, plan: build() } : { ok: false, refusals: this.refusals };
  }
}

/** The first refusal, for a message line. */
export function firstRefusal(refusals: Refusals): string | undefined {
  for (const messages of Object.values(refusals)) if (messages[0]) return messages[0];
  return undefined;
}
