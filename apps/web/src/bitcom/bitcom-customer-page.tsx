import { OutsideCustomerDetails, useCustomerNumberParam } from '@/cantab/outside-customer-list.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

/** /sappis/bitcom/{customerNumber}: one bitcom housing association's details. */
export function BitcomCustomerPage() {
  const { customerNumber, valid } = useCustomerNumberParam();
  const association = trpc.bitcom.byNumber.useQuery({ customerNumber }, { enabled: valid, retry: false });
  const data = association.data;
  return (
    <OutsideCustomerDetails
      query={association}
      valid={valid}
      notFound="Det finns ingen Bitcom-förening med det kundnumret."
      back={{ to: '/sappis/bitcom-brf', label: 'Till Bitcom BRF' }}
      title={data?.name ?? ''}
      description={`Bitcom-förening ${customerNumber}`}
      items={
        data
          ? [
              { label: 'Kundnummer', value: data.customerNumber },
              { label: 'Förening', value: data.name },
              { label: 'Organisationsnummer', value: data.organisationNumber },
              { label: 'E-post', value: data.email },
              { label: 'Telefon', value: data.phone },
              { label: 'Adress', value: data.address },
              { label: 'Ort', value: data.city },
              { label: 'Antal lägenheter', value: data.apartmentCount },
              { label: 'Kund sedan', value: formatDate(data.createdAt) },
            ]
          : []
      }
      footnote="Bitcom-föreningar hanteras utanför vårt kundsystem: avtal, fakturor och ärenden finns inte här."
    />
  );
}
