import {
  CREDIT_CHECK_TEXTS,
  type CreditCheckOutcome,
  creditCheckMessage,
  creditCheckOutcome,
  creditCheckStatusLabel,
} from '@sappis/shared/credit-checks/credit-check';
import { INFO_BOX_TEXTS } from '@sappis/shared/customers/info-box';
import { Button } from '@/components/ui/button.tsx';
import { type ToastSeverity, useToast } from '@/components/ui/toast.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { cn } from '@/lib/utils.ts';

/** A remark is the service's answer, not a failure: a warning; a check that could not be made is an error. */
const OUTCOME_SEVERITY: Record<CreditCheckOutcome, ToastSeverity> = {
  APPROVED: 'success',
  REMARK: 'warning',
  ERROR: 'error',
};

/** Shown for a check's result: 'Godkänd' green, 'Ej godkänd' red. */
function StatusText({ status }: { status: number }) {
  return (
    <span className={cn(creditCheckOutcome(status) === 'APPROVED' ? 'text-emerald-700' : 'text-red-700')}>
      {creditCheckStatusLabel(status)}
    </span>
  );
}

/**
 * Credit check (anmärkningskontroll, document 2): runs a check with the credit-check service and tells its answer
 * in a snackbar: approved, failed (-99) or not possible; the customer's earlier checks are listed below.
 */
export default function CreditCheckPanel({ customer }: PanelProps) {
  const customerNumber = customer.customerNumber;
  const query = trpc.creditChecks.history.useQuery({ customerNumber });
  const mutation = trpc.creditChecks.perform.useMutation();
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const toast = useToast();
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">{userMessageOf(query.error)}</p>;
  const { creditCheckDone, checks } = query.data;
  const latest = checks[0];

  const run = async () => {
    try {
      const result = await mutation.mutateAsync({ customerNumber, requestId });
      renew();
      await Promise.all([
        utils.creditChecks.history.invalidate({ customerNumber }),
        utils.customers.byNumber.invalidate({ customerNumber }),
      ]);
      toast(creditCheckMessage(result.status), {
        severity: OUTCOME_SEVERITY[result.outcome],
        duration: 5000,
      });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="credit-check">
      <p
        data-testid="credit-check-state"
        className={cn('text-sm', creditCheckDone ? 'text-emerald-700' : 'text-red-700')}
      >
        {creditCheckDone
          ? CREDIT_CHECK_TEXTS.approved
          : latest
            ? creditCheckMessage(latest.status)
            : INFO_BOX_TEXTS.creditCheckNotDone}
      </p>
      <Button className="self-start" disabled={mutation.isPending} onClick={run}>
        {mutation.isPending ? CREDIT_CHECK_TEXTS.running : CREDIT_CHECK_TEXTS.run}
      </Button>
      {checks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CREDIT_CHECK_TEXTS.noChecks}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-label="Gjorda anmärkningskontroller">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Datum</th>
              <th className="py-1 font-medium">Resultat</th>
              <th className="py-1 font-medium">Användare</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.id} className="border-t">
                <td className="py-1 tabular-nums">{formatDateTime(check.checkedAt)}</td>
                <td className="py-1">
                  <StatusText status={check.status} />
                </td>
                <td className="py-1">{check.checkedBy ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
