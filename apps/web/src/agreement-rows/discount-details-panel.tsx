import { formatRowPrice } from '@sappis/shared/agreements/billing/row-price';
import { isValidDiscount } from '@sappis/shared/agreements/discount';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { findRow } from './find-row.ts';

/** Discount details: a discount row's price; confirm is disabled unless it is a negative integer. */
export default function DiscountDetailsPanel({ customer, params }: PanelProps) {
  const found = findRow(customer, params);
  const [amount, setAmount] = useState(found ? String(found.row.price) : '');
  const toast = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.agreementRows.updateDiscount.useMutation();
  if (!found) return <p className="text-sm text-destructive">Avtalsraden hittades inte</p>;
  const { row } = found;
  const valid = isValidDiscount(amount);

  const save = async () => {
    try {
      const result = await mutation.mutateAsync({ rowId: row.id, amount: Number(amount) });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      toast(result.message, { severity: 'success' });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="discount-details">
      <p className="text-sm">
        {row.productName} ({row.productNumber}): {formatRowPrice(row, row.price)}
      </p>
      <FormField
        id="discount-amount"
        label="Rabatt (kr)"
        value={amount}
        onChange={setAmount}
        error={amount && !valid ? 'Rabatten måste vara ett negativt heltal' : undefined}
      />
      <Button className="self-start" disabled={!valid || mutation.isPending} onClick={save}>
        Bekräfta
      </Button>
    </div>
  );
}
