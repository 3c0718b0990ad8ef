/** Document 2 sections 7 and 9: the pause's fee row, reason and case. */
export const PAUSE = {
  feeProductNumber: 'PAUS',
  feeInvoiceCode: 4,
  feePriceList: 31,
  terminationReasonId: 114,
  /** The name of reason 114 when the catalogue lacks it. */
  terminationReasonName: 'Paus',
  caseTypeId: 187,
  /** Action code: all listed services paused, or only some. */
  actionCodes: { ALL: 1, SOME: 2 },
} as const;
