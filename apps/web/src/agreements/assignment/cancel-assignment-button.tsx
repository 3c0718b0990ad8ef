import { CANCEL_ASSIGNMENT_TEXTS } from '@sappis/shared/agreements/operations/assignment/cancel-assignment-texts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useCanActOnCustomer } from '@/customers/use-can-act-on-customer.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import type { HandOver } from './hand-overs.tsx';

/**
 * 'Ångra överlåtelsen' on the assigner's agreement until the hand-over day, for users who may act: after a
 * confirmation, the server removes the receiver's rows and restores the assigner's. Open views of both customers
 * follow through 'customer.changed'; this tab refetches both at once.
 */
export function CancelAssignmentButton({ handOver }: { handOver: HandOver }) {
  const canAct = useCanActOnCustomer();
  const [open, setOpen] = useState(false);
  const { requestId, renew } = useRequestId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const cancel = trpc.agreements.cancelAssignment.useMutation({
    onSuccess: (result) => {
      renew();
      setOpen(false);
      toast(CANCEL_ASSIGNMENT_TEXTS.cancelled(result.agreementNumber, result.receiverName), {
        severity: 'success',
      });
      for (const customerNumber of [result.assignerCustomerNumber, result.receiverCustomerNumber])
        void utils.customers.byNumber.invalidate({ customerNumber });
      void utils.agreements.operationContext.invalidate({ agreementNumber: result.agreementNumber });
    },
  });
  if (!canAct) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {CANCEL_ASSIGNMENT_TEXTS.action}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>{CANCEL_ASSIGNMENT_TEXTS.action}</DialogTitle>
          <DialogDescription>
            {CANCEL_ASSIGNMENT_TEXTS.confirm(handOver.agreementNumber, handOver.otherName)}
          </DialogDescription>
          {cancel.error && (
            <p role="alert" className="text-sm text-destructive">
              {userMessageOf(cancel.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {CANCEL_ASSIGNMENT_TEXTS.keep}
            </Button>
            <Button
              onClick={() => cancel.mutate({ requestId, agreementNumber: handOver.agreementNumber })}
              disabled={cancel.isPending}
            >
              {CANCEL_ASSIGNMENT_TEXTS.confirmButton}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
