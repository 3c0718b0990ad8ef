import { ADDRESS_CASE_TEXTS, type MissingAddress } from '@sappis/shared/addresses/address-cases';
import { useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { ConfirmAddressStep } from './confirm-address-step.tsx';
import { MissingAddressSection } from './missing-address-form.tsx';
import { PanelMessage, type PanelMessageState } from './panel-message.tsx';

/**
 * Verify address (document 3 sections 4, 5): 1 search by street and number, 2 pick a hit ('Ej valbar *' ones and
 * those the agreement cannot take cannot be picked), 3 confirm it on the agreement — or, when the address is
 * missing, create an address case.
 */
export default function VerifyAddressPanel({ customer, params }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [searched, setSearched] = useState(false);
  const [missing, setMissing] = useState(false);
  const [message, setMessage] = useState<PanelMessageState>(null);
  const { requestId, renew } = useRequestId();
  const createCase = trpc.addresses.createAddressCase.useMutation();

  const onCreateCase = async (address: MissingAddress) => {
    if (agreementNumber === null) return;
    setMessage(null);
    try {
      const created = await createCase.mutateAsync({ requestId, agreementNumber, address });
      setMessage({ tone: 'ok', text: ADDRESS_CASE_TEXTS.caseCreated(created.caseNumber) });
      renew();
    } catch (error) {
      setMessage({ tone: 'error', text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      {agreementNumber !== null && (
        <ConfirmAddressStep
          key={agreementNumber}
          customer={customer}
          agreementNumber={agreementNumber}
          onSearched={() => setSearched(true)}
          onMessage={setMessage}
        />
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
