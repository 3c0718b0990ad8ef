import { ADDRESS_CASE_TEXTS, type MissingAddress } from '@sappis/shared/addresses/address-cases';
import { useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type AddressHit, AddressSearchStep } from './address-search-step.tsx';
import { MissingAddressSection } from './missing-address-form.tsx';
import { PanelMessage, type PanelMessageState } from './panel-message.tsx';

/**
 * Verify address (document 3 sections 4, 5): 1 search by street and number, 2 pick a hit ('Ej valbar *' ones
 * cannot be picked), 3 confirm it on the agreement — or, when the address is missing, create an address case.
 */
export default function VerifyAddressPanel({ customer, params }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [picked, setPicked] = useState<AddressHit | null>(null);
  const [searched, setSearched] = useState(false);
  const [missing, setMissing] = useState(false);
  const [message, setMessage] = useState<PanelMessageState>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const confirm = trpc.addresses.confirmAddress.useMutation();
  const createCase = trpc.addresses.createAddressCase.useMutation();

  const run = async (action: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage({ tone: 'ok', text: await action() });
      renew();
    } catch (error) {
      setMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };
  const onConfirm = () =>
    run(async () => {
      if (!picked || agreementNumber === null) return '';
      await confirm.mutateAsync({ requestId, agreementNumber, addressId: picked.id });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      return ADDRESS_CASE_TEXTS.addressConfirmed;
    });
  const onCreateCase = (address: MissingAddress) =>
    run(async () => {
      if (agreementNumber === null) return '';
      const created = await createCase.mutateAsync({ requestId, agreementNumber, address });
      return ADDRESS_CASE_TEXTS.caseCreated(created.caseNumber);
    });

  return (
    <div className="flex flex-col gap-3 text-sm">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      <AddressSearchStep
        picked={picked?.id ?? null}
        onPick={setPicked}
        onSearched={() => setSearched(true)}
      />
      {picked && (
        <Button type="button" onClick={onConfirm} disabled={confirm.isPending || picked.purchaseBlocked}>
          Bekräfta adress
        </Button>
      )}
      <MissingAddressSection
        visible={searched}
        open={missing}
        onToggle={() => setMissing((on) => !on)}
        linkLabel="Adressen saknas – skapa ett adressärende"
        submitLabel="Skapa adressärende"
        pending={createCase.isPending}
        onValid={onCreateCase}
      />
      <PanelMessage message={message} />
    </div>
  );
}
