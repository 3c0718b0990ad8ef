import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { isNotFound, userMessageOf } from '@/lib/trpc-errors.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { DetailList } from './outside-customer-list.tsx';

const BACK = (
  <Link to="/sappis/cantab" className="text-sm text-primary hover:underline">
    Till Cantab-kunderna
  </Link>
);

/** /sappis/cantab/{customerNumber}: one cantab customer's details. */
export function CantabCustomerPage() {
  const customerNumber = Number(useParams().customerNumber);
  const valid = Number.isSafeInteger(customerNumber) && customerNumber > 0 && customerNumber <= 2_147_483_647;
  const customer = trpc.cantab.byNumber.useQuery({ customerNumber }, { enabled: valid, retry: false });

  if (!valid || (customer.isError && isNotFound(customer.error))) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p role="alert">Det finns ingen Cantab-kund med det kundnumret.</p>
        {BACK}
      </div>
    );
  }
  if (customer.isPending) return <PageLoading />;
  if (customer.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(customer.error, 'Kunde inte hämta kunden.')}
      </p>
    );
  }
  const data = customer.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeader title={data.name} description={`Cantab-kund ${data.customerNumber}`} actions={BACK} />
      <Card className="p-5">
        <DetailList
          items={[
            { label: 'Kundnummer', value: data.customerNumber },
            { label: 'Namn', value: data.name },
            { label: 'Personnummer', value: data.personalId },
            { label: 'E-post', value: data.email },
            { label: 'Mobilnummer', value: data.mobilePhone },
            { label: 'Adress', value: data.address },
            { label: 'Ort', value: data.city },
            { label: 'Kund sedan', value: formatDate(data.createdAt) },
          ]}
        />
      </Card>
      <p className="text-sm text-muted-foreground">
        Cantab-kunder hanteras utanför vårt kundsystem: avtal, fakturor och ärenden finns inte här.
      </p>
    </div>
  );
}
