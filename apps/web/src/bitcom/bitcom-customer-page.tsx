import { Link, useParams } from 'react-router';
import { DetailList } from '@/cantab/outside-customer-list.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { isNotFound, userMessageOf } from '@/lib/trpc-errors.ts';
import { PageLoading } from '@/shell/page-loading.tsx';

const BACK = (
  <Link to="/sappis/bitcom-brf" className="text-sm text-primary hover:underline">
    Till Bitcom BRF
  </Link>
);

/** /sappis/bitcom/{customerNumber}: one bitcom housing association's details. */
export function BitcomCustomerPage() {
  const customerNumber = Number(useParams().customerNumber);
  const valid = Number.isSafeInteger(customerNumber) && customerNumber > 0 && customerNumber <= 2_147_483_647;
  const association = trpc.bitcom.byNumber.useQuery({ customerNumber }, { enabled: valid, retry: false });

  if (!valid || (association.isError && isNotFound(association.error))) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p role="alert">Det finns ingen Bitcom-förening med det kundnumret.</p>
        {BACK}
      </div>
    );
  }
  if (association.isPending) return <PageLoading />;
  if (association.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(association.error, 'Kunde inte hämta föreningen.')}
      </p>
    );
  }
  const data = association.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeader title={data.name} description={`Bitcom-förening ${data.customerNumber}`} actions={BACK} />
      <Card className="p-5">
        <DetailList
          items={[
            { label: 'Kundnummer', value: data.customerNumber },
            { label: 'Förening', value: data.name },
            { label: 'Organisationsnummer', value: data.organisationNumber },
            { label: 'E-post', value: data.email },
            { label: 'Telefon', value: data.phone },
            { label: 'Adress', value: data.address },
            { label: 'Ort', value: data.city },
            { label: 'Antal lägenheter', value: data.apartmentCount },
            { label: 'Kund sedan', value: formatDate(data.createdAt) },
          ]}
        />
      </Card>
      <p className="text-sm text-muted-foreground">
        Bitcom-föreningar hanteras utanför vårt kundsystem: avtal, fakturor och ärenden finns inte här.
      </p>
    </div>
  );
}
