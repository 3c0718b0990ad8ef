import {
  addressEndDateText,
  INFO_BOX_TEXTS,
  missingProductInformationText,
  noPurchasableAddressText,
} from '@sappis/shared/customers/info-box';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Customer } from './customer-model.ts';
import { OperatorAlerts } from './operator-alerts.tsx';
import { usePanel } from './panels/use-panel.ts';

function Warning({ children, tone = 'warning' }: { children: ReactNode; tone?: 'warning' | 'error' }) {
  return (
    <li
      data-testid="customer-warning"
      className={
        tone === 'error'
          ? 'flex items-start gap-1.5 rounded-md bg-red-50 px-2 py-1 text-sm text-red-800'
          : 'flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900'
      }
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}

function PanelLink({
  panel,
  extra,
  children,
}: {
  panel: string;
  extra?: Record<string, string>;
  children: ReactNode;
}) {
  const { openPanel } = usePanel();
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto p-0 align-baseline"
      onClick={() => openPanel(panel, extra)}
    >
      {children}
    </Button>
  );
}

/** Missing catalogue data for an active row: product numbers of active agreements' rows not in the catalogue. */
function missingProducts(customer: Customer): string[] {
  const numbers = customer.agreements
    .filter((agreement) => !agreement.ended)
    .flatMap((agreement) =>
      agreement.rows.filter((row) => !row.productKnown).map((row) => row.productNumber),
    );
  return [...new Set(numbers)];
}

/**
 * The customer info box: every warning of document 1 section 2.5 with the texts of section 8, side by side as
 * compact pills, and the operator alerts collapsed to one line.
 */
export function CustomerInfoBox({ customer }: { customer: Customer }) {
  const active = customer.agreements.filter((agreement) => !agreement.ended);
  const withoutAddress = active.filter((agreement) => agreement.addressId === null);
  const products = missingProducts(customer);
  return (
    <div data-testid="customer-info-box" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <ul className="contents">
          {(customer.hasOverdueUnpaidInvoice || customer.temporarilySuspended) && (
            <Warning tone="error">
              {INFO_BOX_TEXTS.unpaidInvoice} Se <PanelLink panel="invoices">ekonomi</PanelLink>.
            </Warning>
          )}
          {customer.temporaryAddress?.active && (
            <Warning>
              {INFO_BOX_TEXTS.temporaryAddress}{' '}
              <PanelLink panel="temporary-address">
                (giltig t.o.m. {customer.temporaryAddress.validThrough})
              </PanelLink>
            </Warning>
          )}
          {active.length === 0 && <Warning>{INFO_BOX_TEXTS.noActiveAgreements}</Warning>}
          {customer.protectedIdentity && <Warning tone="error">{INFO_BOX_TEXTS.protectedIdentity}</Warning>}
          {withoutAddress.map((agreement) => (
            <Warning key={agreement.agreementNumber}>
              {noPurchasableAddressText(agreement.agreementNumber)}{' '}
              <PanelLink panel="make-purchasable" extra={{ agreement: String(agreement.agreementNumber) }}>
                Gör adressen köpbar
              </PanelLink>
            </Warning>
          ))}
          {!customer.creditCheckDone && (
            <Warning tone="error">
              {INFO_BOX_TEXTS.creditCheckNotDone}{' '}
              <PanelLink panel="credit-check">Gör anmärkningskontroll</PanelLink>
            </Warning>
          )}
          {products.length > 0 && <Warning>{missingProductInformationText(products)}</Warning>}
          {customer.addressEndDates.map((item) => (
            <Warning key={item.agreementNumber} tone="error">
              {addressEndDateText(item)}
            </Warning>
          ))}
        </ul>
        <p className="px-1 text-sm text-slate-700" data-testid="other-information">
          {customer.otherInformation || INFO_BOX_TEXTS.noOtherInformation}
        </p>
      </div>
      <OperatorAlerts groups={customer.operatorAlertGroups} />
    </div>
  );
}
