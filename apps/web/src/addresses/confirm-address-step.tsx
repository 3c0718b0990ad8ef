import { ADDRESS_CASE_TEXTS } from '@sappis/shared/addresses/address-cases';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type AddressHit, AddressSearchStep } from './address-search-step.tsx';
import type { PanelMessageState } from './panel-message.tsx';

/**
 * Verify address steps 1 to 3 for one agreement (document 3 sections 4, 5), shared by 'Verifiera adress' and
 * 'Gör adressen köpbar': search the register, pick a hit the agreement can take, 'Bekräfta adress' gives the
 * agreement that address. Render it keyed by the agreement so a pick never carries over to another agreement.
 */
export function ConfirmAddressStep({
  customer,
  agreementNumber,
  onSearched,
  onMessage,
}: {
  customer: Customer;
  agreementNumber: number;
  onSearched?: () => void;
  onMessage: (message: PanelMessageState) => void;
}) {
  const [picked, setPicked] = useState<AddressHit | null>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const confirm = trpc.addresses.confirmAddress.useMutation();
  const onConfirm = async () => {
    if (!picked) return;
    onMessage(null);
    try {
      await confirm.mutateAsync({ requestId, agreementNumber, addressId: picked.id });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      onMessage({ tone: 'ok', text: ADDRESS_CASE_TEXTS.addressConfirmed });
      renew();
    } catch (error) {
      onMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };
  return (
    <>
      <AddressSearchStep
        picked={picked?.id ?? null}
        onPick={setPicked}
        onSearched={onSearched}
        agreementNumber={agreementNumber}
      />
      {picked && (
        <Button type="button" onClick={onConfirm} disabled={confirm.isPending || picked.purchaseBlocked}>
          Bekräfta adress
        </Button>
      )}
    </>
  );
}
