import {
  connectionStatusTexts,
  formatAccessAddress,
} from '@sappis/shared/connection-status/connection-status';
import { useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDate } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { useProductName } from '@/system/product-name.tsx';
import { AccessDiagnostics } from './access-diagnostics.tsx';
import { NetadminBlock } from './netadmin-block.tsx';

type Texts = ReturnType<typeof connectionStatusTexts>;
type Access = RouterOutputs['connectionStatus']['accesses']['accesses'][number];

/** The ON-API's status of one access: ACCESS address, connected services, raw data, the five diagnostics. */
function AccessStatus({ access, texts }: { access: Access; texts: Texts }) {
  const query = trpc.connectionStatus.status.useQuery({ accessId: access.id }, { retry: false });
  const [showRaw, setShowRaw] = useState(false);
  if (!query.data) return <QueryState query={query} loading={texts.loading} />;
  const status = query.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="text-sm">
        <p className="text-xs font-semibold uppercase text-muted-foreground">Access</p>
        <p data-testid="access-address">{formatAccessAddress(status.address)}</p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold text-muted-foreground">
          {texts.services(status.services.length)}
        </p>
        {status.services.length === 0 ? (
          <p className="text-sm">{texts.noServices}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Inkopplade tjänster">
            {status.services.map((service) => (
              <li
                key={`${service.service}-${service.reference ?? ''}`}
                className="flex justify-between gap-2"
              >
                <span>{service.service}</span>
                <span
                  className={cn(
                    'font-medium',
                    service.operationalState === 'UP' ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {service.operationalState}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="self-start px-0"
          onClick={() => setShowRaw((shown) => !shown)}
        >
          {showRaw ? texts.hideRaw : texts.showRaw}
        </Button>
        {showRaw && (
          <pre
            className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 text-xs"
            data-testid="access-raw"
          >
            {JSON.stringify(status.raw, null, 2)}
          </pre>
        )}
      </div>
      <AccessDiagnostics accessId={access.id} texts={texts} />
    </div>
  );
}

function AccessCard({ access, texts }: { access: Access; texts: Texts }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-md border p-3"
      data-testid="access"
      aria-label={`Access ${access.externalId}`}
    >
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Externt id</dt>
        <dd>{access.externalId}</dd>
        <dt className="text-muted-foreground">Nät</dt>
        <dd>{access.network}</dd>
        {access.mainCentral && (
          <>
            <dt className="text-muted-foreground">Huvudcentral</dt>
            <dd>{access.mainCentral}</dd>
          </>
        )}
      </dl>
      {access.netadmin && <NetadminBlock netadmin={access.netadmin} raw={access.netadminRaw} texts={texts} />}
      <AccessStatus access={access} texts={texts} />
    </section>
  );
}

function AgreementAccesses({ agreementNumber, texts }: { agreementNumber: number; texts: Texts }) {
  const query = trpc.connectionStatus.accesses.useQuery({ agreementNumber });
  if (!query.data) return <QueryState query={query} loading={'Laddar...'} />;
  const { addressId, multipleAccesses, accesses } = query.data;
  if (addressId === null) return <p className="text-sm text-muted-foreground">{texts.noAddress}</p>;
  const active = accesses.filter((access) => access.active);
  const ended = accesses.filter((access) => !access.active);
  return (
    <div className="flex flex-col gap-3">
      {multipleAccesses && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {texts.multipleAccesses}
        </p>
      )}
      {active.length === 0 && <p className="text-sm text-muted-foreground">{texts.noAccess}</p>}
      {active.map((access) => (
        <AccessCard key={access.id} access={access} texts={texts} />
      ))}
      {ended.length > 0 && (
        <ul className="text-sm text-muted-foreground" aria-label="Avslutade accesser">
          {ended.map((access) => (
            <li key={access.id}>
              {access.externalId} ({access.network}), avslutad {formatDate(access.validTo)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Connection status 'Inkopplingsstatus' (document 3 panels 19 and 20) of an agreement's address. */
export default function ConnectionStatusPanel({ customer, params }: PanelProps) {
  const texts = connectionStatusTexts(useProductName());
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  return (
    <div className="flex flex-col gap-4" data-testid="connection-status">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
        activeOnly={false}
      />
      {agreementNumber !== null && (
        <AgreementAccesses key={agreementNumber} agreementNumber={agreementNumber} texts={texts} />
      )}
    </div>
  );
}
