import {
  canReceiveConfirmation,
  EMAIL_SENT_STATUS,
  INVALID_EMAIL_NOTE,
} from '@sappis/shared/agreements/operations/confirmation-email';
import { emailNotQueuedReason } from '@sappis/shared/email/email-delivery';
import { INVOICE_EMAIL_TEXTS } from '@sappis/shared/invoices/invoice-email';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type SendState = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; text: string };

/** E-mails the invoice to the customer; disabled with '(ogiltig epost)' when the address cannot receive. */
export function SendInvoiceEmailButton({
  invoiceNumber,
  email,
}: {
  invoiceNumber: number;
  email: string | null | undefined;
}) {
  const { requestId, renew } = useRequestId();
  const mutation = trpc.invoices.sendByEmail.useMutation();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const receivable = canReceiveConfirmation(email);

  const send = async () => {
    setState({ status: 'sending' });
    try {
      const result = await mutation.mutateAsync({ requestId, invoiceNumber });
      renew();
      setState(
        result.status === EMAIL_SENT_STATUS
          ? { status: 'sent', text: INVOICE_EMAIL_TEXTS.success(result.recipient) }
          : {
              status: 'failed',
              text: `${INVOICE_EMAIL_TEXTS.failure} ${emailNotQueuedReason(result.status)}`,
            },
      );
    } catch (error) {
      setState({ status: 'failed', text: userMessageOf(error, INVOICE_EMAIL_TEXTS.failure) });
    }
  };

  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={send} disabled={!receivable || state.status === 'sending'}>
        {INVOICE_EMAIL_TEXTS.action}
      </Button>
      {!receivable && <span className="text-sm text-muted-foreground">{INVALID_EMAIL_NOTE}</span>}
      {'text' in state && (
        <span
          role={state.status === 'failed' ? 'alert' : 'status'}
          className={state.status === 'failed' ? 'text-sm text-destructive' : 'text-sm text-green-700'}
        >
          {state.text}
        </span>
      )}
    </span>
  );
}
