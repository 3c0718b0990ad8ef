import { canReceiveConfirmation } from './confirmation-email.ts';
import type { OperationPlan, PlannedEmail } from './plan.ts';
import type { OperationCustomer } from './snapshot.ts';

/**
 * The confirmation part of a plan: the e-mail when the user asked for one and the customer's address can take
 * it, `confirmationUnsendable` when asked for but the address cannot (document 2 section 5, '(ogiltig epost)').
 */
export function plannedConfirmation(
  customer: Pick<OperationCustomer, 'email'>,
  send: boolean,
  email: () => PlannedEmail,
): Pick<OperationPlan, 'emails' | 'confirmationUnsendable'> {
  if (!send) return { emails: [], confirmationUnsendable: false };
  if (!canReceiveConfirmation(customer.email)) return { emails: [], confirmationUnsendable: true };
  return { emails: [email()], confirmationUnsendable: false };
}
