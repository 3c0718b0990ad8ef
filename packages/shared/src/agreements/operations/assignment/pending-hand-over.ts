/** Who an assigned agreement goes from and to (the hand-over follow-up's payload). */
export interface PendingHandOverParties {
  assignerCustomerNumber: number;
  receiverCustomerNumber: number;
  receiverName: string;
}

/**
 * An assignment registered but not yet handed over: the assigner holds the agreement (and pays for its rows) through
 * the end date; the job queue hands it to the receiver on the start date.
 */
export interface PendingHandOver extends PendingHandOverParties {
  /** The receiver's first day (the assigner's end date plus one day). */
  startDate: string;
}
