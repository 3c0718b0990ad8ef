import { Fragment } from 'react';
import { AddressIdLink } from '@/addresses/address-id-link.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { MarketabilityHeader, useAgreementMarketability } from './marketability-panel.tsx';

/**
 * Partner network (document 3 panel 10): the agreement's address in the partner's network — the access's network,
 * external id, main central and order number under the agreement's main agreement.
 */
export default function PartnerNetworkPanel({ customer, params }: PanelProps) {
  const state = useAgreementMarketability({ customer, params });
  const answer = state.query.data;
  const active = answer?.accesses.filter((access) => access.active) ?? [];
  return (
    <div className="flex flex-col gap-3 text-sm">
      <MarketabilityHeader state={state} customer={customer} />
      {answer && (
        <section aria-label="Partnernät" className="rounded-md border p-3">
          <p className="font-medium">{answer.address.composite}</p>
          <p className="text-xs text-muted-foreground">
            <AddressIdLink addressId={answer.address.id} />
          </p>
          {active.length === 0 && <p>Ingen aktiv access på adressen.</p>}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3">
            {active.map((access) => (
              <Fragment key={access.externalId}>
                <dt className="text-muted-foreground">Nät</dt>
                <dd>
                  {access.network} (externt id {access.externalId}
                  {access.mainCentral ? `, ${access.mainCentral}` : ''}
                  {access.orderNumber ? `, order ${access.orderNumber}` : ''})
                </dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
