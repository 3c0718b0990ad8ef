import { PAYMENT_METHOD_CHANGE_TEXTS } from '@sappis/shared/agreements/operations/payment-method/payment-method-change';
import { Button } from '@/components/ui/button.tsx';
import { usePanel } from '@/customers/panels/use-panel.ts';

/** Offered beside the customer's payment type: opens 'Byte av betalsätt'. */
export function PaymentMethodChangeButton() {
  const { openPanel } = usePanel();
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto self-start p-0"
      onClick={() => openPanel('payment-method-change')}
    >
      {PAYMENT_METHOD_CHANGE_TEXTS.open}
    </Button>
  );
}
