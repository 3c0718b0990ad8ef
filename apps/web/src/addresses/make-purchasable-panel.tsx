import { MAKE_PURCHASABLE_TEXTS } from '@sappis/shared/customers/add-address';
import { noPurchasableAddressText } from '@sappis/shared/customers/info-box';
import { useState } from 'react';
import { AgreementPicker } from '@/agreements/operations/agreement-picker.tsx';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { addressPagePath } from '@/lib/app-paths.ts';
import { ConfirmAddressStep } from './confirm-address-step.tsx';
import { PanelMessage, type PanelMessageState } from './panel-message.tsx';

/** The agreement the URL names (`agreement=<n>`), else the first active one without a purchasable address. */
function initialAgreement(agreements: PanelProps['customer']['agreements'], params: URLSearchParams) {
  const named = agreements.find((agreement) => String(agreement.agreementNumber) === params.get('agreement'));
  return (
    (named ?? agreements.find((agreement) => !agreement.ended && agreement.addressId === null))
      ?.agreementNumber ?? null
  );
}

/**
 * 'Gör adress köpbar' (document 3 panel 8; document 1 sections 2.5 and 8), the purchasable-address view of an
 * agreement: with an address id it shows the purchasable address; without one the agent searches the register,
 * picks the address and confirms it (as in verify address), and only an address missing from the register leads to
 * 'Lägg till adress', which returns here.
 */
export default function MakePurchasablePanel({ customer, params }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() => initialAgreement(customer.agreements, params));
  const [searched, setSearched] = useState(false);
  const [message, setMessage] = useState<PanelMessageState>(null);
  const { openPanel } = usePanel();
  const agreement = customer.agreements.find((item) => item.agreementNumber === agreementNumber) ?? null;

  return (
    <div className="flex flex-col gap-3 text-sm">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={(next) => {
          setAgreementNumber(next);
          setSearched(false);
          setMessage(null);
        }}
      />
      {agreement?.addressId && (
        <section aria-label="Köpbar adress" className="rounded-md border border-green-200 bg-green-50 p-3">
          <p className="text-green-800">
            {MAKE_PURCHASABLE_TEXTS.purchasable(
              agreement.agreementNumber,
              [agreement.deliveryAddress, agreement.deliveryCity].filter(Boolean).join(', '),
            )}
          </p>
          <AppLink to={addressPagePath(agreement.addressId)} className="text-primary underline">
            {MAKE_PURCHASABLE_TEXTS.openAddress} ({agreement.addressId})
          </AppLink>
        </section>
      )}
      {agreement && !agreement.addressId && (
        <>
          <p className="text-muted-foreground">{noPurchasableAddressText(agreement.agreementNumber)}</p>
          <ConfirmAddressStep
            key={agreement.agreementNumber}
            customer={customer}
            agreementNumber={agreement.agreementNumber}
            onSearched={() => setSearched(true)}
            onMessage={setMessage}
          />
          {searched && (
            <Button
              type="button"
              variant="link"
              className="self-start px-0"
              onClick={() => openPanel('add-address', { agreement: String(agreement.agreementNumber) })}
            >
              {MAKE_PURCHASABLE_TEXTS.missing}
            </Button>
          )}
        </>
      )}
      <PanelMessage message={message} />
    </div>
  );
}
