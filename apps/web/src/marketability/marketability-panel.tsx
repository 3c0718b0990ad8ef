import { MARKETABILITY_TEXTS } from '@sappis/shared/addresses/marketability';
import { useState } from 'react';
import { AddressIdLink } from '@/addresses/address-id-link.tsx';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { PREMISES_LABELS } from './premises-labels.ts';

/** The marketability of the agreement's address under its main agreement, read from the Marketability adapter. */
export function useAgreementMarketability({ customer, params }: Pick<PanelProps, 'customer' | 'params'>) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  const agreement = customer.agreements.find((item) => item.agreementNumber === agreementNumber) ?? null;
  const addressId = agreement?.addressId ?? null;
  const query = trpc.marketability.byAddress.useQuery(
    { addressId: addressId ?? '', mainAgreementNumber: agreement?.mainAgreementNumber ?? null },
    { enabled: addressId !== null, retry: false },
  );
  return { agreementNumber, setAgreementNumber, agreement, addressId, query };
}

/** The agreement picker of the marketability panels, then the missing address id, loading or the failure text. */
export function MarketabilityHeader({
  state: { agreementNumber, setAgreementNumber, addressId, query },
  customer,
}: {
  state: ReturnType<typeof useAgreementMarketability>;
  customer: PanelProps['customer'];
}) {
  return (
    <>
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
        activeOnly={false}
      />
      {agreementNumber !== null && addressId === null && (
        <p className="text-muted-foreground">{MARKETABILITY_TEXTS.noAddressId}</p>
      )}
      {query.isLoading && addressId !== null && <p className="text-muted-foreground">Hämtar adressen...</p>}
      {query.error && (
        <p role="alert" className="text-destructive">
          {userMessageOf(query.error, MARKETABILITY_TEXTS.failure)}
        </p>
      )}
    </>
  );
}

/**
 * Marketability (document 3 panel 17; document 1 sections 2.5 and 7.2): the address of the agreement, the
 * customers at it and the accesses by address and main agreement; Marketability's failure text when it fails.
 * The only right-hand panel without 'Stäng'.
 */
export default function MarketabilityPanel({ customer, params }: PanelProps) {
  const state = useAgreementMarketability({ customer, params });
  const answer = state.query.data;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <MarketabilityHeader state={state} customer={customer} />
      {answer && (
        <>
          <section aria-label="Adress" className="rounded-md border p-3">
            <h3 className="mb-1 font-medium">Adress</h3>
            <p>{answer.address.composite}</p>
            <p className="text-xs text-muted-foreground">
              <AddressIdLink addressId={answer.address.id} />
              {answer.address.network && ` · Nät ${answer.address.network}`}
            </p>
            <p className={answer.purchasable ? 'text-green-700' : 'text-destructive'}>
              {answer.purchasable ? MARKETABILITY_TEXTS.purchasable : MARKETABILITY_TEXTS.notPurchasable}
            </p>
          </section>
          <section aria-label="Kunder på adressen" className="rounded-md border p-3">
            <h3 className="mb-1 font-medium">Kunder ({answer.customers.length})</h3>
            <ul className="space-y-0.5">
              {answer.customers.map((item) => (
                <li key={item.agreementNumber}>
                  {item.name} ({item.customerNumber}), avtal {item.agreementNumber}
                  {item.ended && ' (Avslutad)'}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Accesser" className="rounded-md border p-3">
            <h3 className="mb-1 font-medium">Accesser ({answer.accesses.length})</h3>
            <ul className="space-y-1">
              {answer.accesses.map((access) => (
                <li key={access.externalId} className={access.active ? '' : 'text-muted-foreground'}>
                  Huvudavtal {access.mainAgreementNumber} {access.mainAgreementName} · {access.network} ·{' '}
                  {PREMISES_LABELS[access.premisesType] ?? access.premisesType}
                  <span className="block text-xs">
                    Externt id {access.externalId}
                    {access.orderNumber && ` · Order ${access.orderNumber}`}
                    {access.mainCentral && ` · ${access.mainCentral}`} · från {access.validFrom}
                    {access.validTo && ` till ${access.validTo}`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
