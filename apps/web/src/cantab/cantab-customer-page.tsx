import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { OutsideCustomerDetails, useCustomerNumberParam } from './outside-customer-list.tsx';

/** /sappis/cantab/{customerNumber}: one cantab customer's details. */
export function CantabCustomerPage() {
  const { customerNumber, valid } = useCustomerNumberParam();
  const customer = trpc.cantab.byNumber.useQuery({ customerNumber }, { enabled: valid, retry: false });
  const data = customer.data;
  return (
    <OutsideCustomerDetails
      query={customer}
      valid={valid}
      notFound="Det finns ingen Cantab-kund med det kundnumret."
      back={{ to: '/sappis/cantab', label: 'Till Cantab-kunderna' }}
      title={data?.name ?? ''}
      description={`Cantab-kund ${customerNumber}`}
      items={
        data
          ? [
              { label: 'Kundnummer', value: data.customerNumber },
              { label: 'Namn', value: data.name },
              { label: 'Personnummer', value: data.personalId },
              { label: 'E-post', value: data.email },
              { label: 'Mobilnummer', value: data.mobilePhone },
              { label: 'Adress', value: data.address },
              { label: 'Ort', value: data.city },
              { label: 'Kund sedan', value: formatDate(data.createdAt) },
            ]
          : []
      }
      footnote="Cantab-kunder hanteras utanför vårt kundsystem: avtal, fakturor och ärenden finns inte här."
    />
  );
}
