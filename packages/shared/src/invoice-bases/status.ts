/** The invoice basis state machine (document 3 section 4): in_progress → ready → invoiced, ready back to in_progress. */

export const INVOICE_BASIS_STATUSES = ['IN_PROGRESS', 'READY', 'INVOICED'] as const;
export type InvoiceBasisStatusKey = (typeof INVOICE_BASIS_STATUSES)[number];

export const INVOICE_BASIS_STATUS_LABELS: Record<InvoiceBasisStatusKey, string> = {
  IN_PROGRESS: 'Pågående',
  READY: 'Redo att faktureras',
  INVOICED: 'Fakturerad',
};

/**
 * Allowed moves: saving a basis in progress makes it ready (read-only); 'Ändra status till pågående' takes a ready
 * one back; 'Klarmarkera underlaget' marks a ready one invoiced, which is final.
 */
export const INVOICE_BASIS_TRANSITIONS: Record<InvoiceBasisStatusKey, readonly InvoiceBasisStatusKey[]> = {
  IN_PROGRESS: ['READY'],
  READY: ['IN_PROGRESS', 'INVOICED'],
  INVOICED: [],
};

export function canTransition(from: InvoiceBasisStatusKey, to: InvoiceBasisStatusKey): boolean {
  return INVOICE_BASIS_TRANSITIONS[from].includes(to);
}

/** Only a basis in progress can be edited, have expenses removed or be deleted. */
export function isBasisEditable(status: InvoiceBasisStatusKey): boolean {
  return status === 'IN_PROGRESS';
}

/** Printing is offered for ready or invoiced bases. */
export function isBasisPrintable(status: InvoiceBasisStatusKey): boolean {
  return status === 'READY' || status === 'INVOICED';
}
