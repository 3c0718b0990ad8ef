import { parseCustomerNumber } from '@sappis/shared';
import { useParams } from 'react-router';
import { IncomingHandOvers } from '@/agreements/assignment/hand-overs.tsx';
import { ForbiddenPage } from '@/auth/forbidden-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CustomerDisruptions } from '@/disruptions/customer-disruptions.tsx';
import { trpc } from '@/lib/trpc.ts';
import { isForbidden, isNotFound, mergedIntoCustomerNumberOf } from '@/lib/trpc-errors.ts';
import { MemoBox } from '@/memos/memo-box.tsx';
import { PageLoading } from '@/shell/page-loading.tsx';
import { AgreementCard } from './agreement-card.tsx';
import { useAgreementsPaintedMark, useOpenGateAfterPaint } from './agreements-painted-mark.ts';
import { CustomerHeader } from './customer-header.tsx';
import { CustomerInfoBox } from './customer-info-box.tsx';
import { CustomerMerged } from './customer-merged.tsx';
import { activeFirst } from './customer-model.ts';
import { CustomerSummary } from './customer-summary.tsx';
import { useFirstScreenFirst } from './first-screen-agreements.ts';
import { PanelHost } from './panels/panel-host.tsx';
import { useCustomerLive } from './use-customer-live.ts';
import { useLoadedCustomer } from './use-loaded-customer.ts';

function CustomerNotFound() {
  return (
    <div className="mx-auto max-w-5xl" data-testid="customer-not-found">
      <PageHeader title="Kunden hittades inte" description="Kontrollera kundnumret och försök igen." />
    </div>
  );
}

function CustomerView({ customerNumber }: { customerNumber: number }) {
  const query = trpc.customers.byNumber.useQuery({ customerNumber });
  const customer = query.data;
  useLoadedCustomer(customer);
  const live = useCustomerLive(customerNumber, customer?.liveFrom);
  const agreements = useFirstScreenFirst(customer && activeFirst(customer.agreements));
  useAgreementsPaintedMark(
    customer !== undefined,
    customer !== undefined && agreements.length === customer.agreements.length,
  );
  useOpenGateAfterPaint(!query.isPending);

  if (query.isPending) return <PageLoading />;
  if (query.error) {
    const survivor = mergedIntoCustomerNumberOf(query.error);
    if (survivor !== null) return <CustomerMerged customerNumber={customerNumber} survivor={survivor} />;
    if (isNotFound(query.error)) return <CustomerNotFound />;
    if (isForbidden(query.error)) return <ForbiddenPage />;
    return (
      <div role="alert" className="mx-auto flex max-w-5xl flex-col items-start gap-3">
        <PageHeader title="Kundbild" description="Kunde inte hämta kunden." />
        <Button variant="outline" onClick={() => query.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (!customer) return <CustomerNotFound />;

  return (
    <div className="flex h-full min-h-0 gap-4" data-testid="customer-view">
      <div className="@container min-w-0 flex-1 overflow-y-auto" data-testid="customer-content">
        <div className="mx-auto flex max-w-6xl flex-col gap-3">
          <CustomerHeader customer={customer} viewers={live.viewers} />
          <Card className="flex flex-col gap-2 px-4 py-3" data-testid="customer-notices">
            <CustomerInfoBox customer={customer} />
            <div className="grid gap-x-6 gap-y-2 @3xl:grid-cols-2">
              <CustomerDisruptions customerNumber={customer.customerNumber} />
              <MemoBox memos={customer.memos} />
            </div>
          </Card>
          <section aria-labelledby="agreements-heading" className="flex flex-col gap-3">
            <h2 id="agreements-heading" className="text-base font-semibold text-slate-900">
              Avtal
            </h2>
            {/* First, so a receiver with agreements of its own sees the coming one without scrolling. */}
            <IncomingHandOvers handOvers={customer.handOvers.incoming} />
            {customer.agreements.length === 0 ? (
              <p className="text-sm text-muted-foreground">Kunden har inga avtal.</p>
            ) : (
              agreements.map((agreement) => (
                <AgreementCard
                  key={agreement.agreementNumber}
                  agreement={agreement}
                  handOver={customer.handOvers.outgoing.find(
                    (handOver) => handOver.agreementNumber === agreement.agreementNumber,
                  )}
                />
              ))
            )}
          </section>
          <CustomerSummary customer={customer} />
        </div>
      </div>
      <PanelHost customer={customer} />
    </div>
  );
}

/** /klc/:customerNumber/tjanster — the customer view ('Kundbild'). */
export function CustomerPage() {
  const { customerNumber: param } = useParams();
  const customerNumber = parseCustomerNumber(param);
  if (customerNumber === null) return <CustomerNotFound />;
  return <CustomerView key={customerNumber} customerNumber={customerNumber} />;
}
