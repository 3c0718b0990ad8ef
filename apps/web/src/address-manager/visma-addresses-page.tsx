import {
  VISMA_ADDRESS_STATE_LABELS,
  VISMA_ADDRESS_STATES,
  type VismaAddressState,
} from '@sappis/shared/address-manager/address-lists';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';

const STATE_VARIANT = {
  MISSING_ID: 'destructive',
  UNKNOWN_ID: 'destructive',
  DIFFERS: 'warning',
  MATCHES: 'success',
} as const;

/**
 * /sappis/address-manager/visma-addresses: each active agreement's delivery address in the billing system
 * (Visma) beside the address register's entry for its address id, with whether they agree; filter by text and
 * by comparison result to find the agreements to correct.
 */
export function VismaAddressesPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<VismaAddressState | ''>('');
  const [applied, setApplied] = useState({ query: '', state: null as VismaAddressState | null });
  const [page, setPage] = useState(1);
  const list = trpc.addressManager.vismaAddresses.useQuery(
    { ...applied, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Visma-adresser"
        description="Avtalens leveransadresser i faktureringssystemet (Visma) jämförda med adressregistret."
      />
      <SearchForm
        onSearch={() => {
          setApplied({ query, state: state === '' ? null : state });
          setPage(1);
        }}
      >
        <div className="flex min-w-64 flex-col gap-1">
          <Label htmlFor={`${id}-query`}>Avtalsnummer, kundnummer, adress-id, adress eller ort</Label>
          <Input
            id={`${id}-query`}
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-state`}>Jämförelse</Label>
          <NativeSelect
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as VismaAddressState | '')}
          >
            <option value="">Alla</option>
            {VISMA_ADDRESS_STATES.map((value) => (
              <option key={value} value={value}>
                {VISMA_ADDRESS_STATE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </SearchForm>
      <ListCard
        testId="visma-addresses"
        columns={['Avtal', 'Kund', 'Adress i Visma', 'Adressregistret', 'Jämförelse']}
        query={list}
        rows={list.data?.agreements}
        empty="Inga avtal matchar sökningen."
        errorText="Kunde inte hämta Visma-adresserna."
        page={page}
        onPage={setPage}
        renderRow={(agreement) => (
          <TableRow key={agreement.agreementNumber}>
            <TableCell className="tabular-nums">{agreement.agreementNumber}</TableCell>
            <TableCell>
              <a
                className="underline"
                href={`/klc/${agreement.customerNumber}/tjanster`}
                target="_blank"
                rel="noreferrer"
              >
                {agreement.customerName} ({agreement.customerNumber})
              </a>
            </TableCell>
            <TableCell>
              {agreement.deliveryAddress},{' '}
              {[agreement.deliveryPostalCode, agreement.deliveryCity].filter(Boolean).join(' ')}
            </TableCell>
            <TableCell>
              {agreement.composite ?? '–'}
              {agreement.addressId && (
                <span className="block font-mono text-xs text-muted-foreground">{agreement.addressId}</span>
              )}
            </TableCell>
            <TableCell>
              <Badge variant={STATE_VARIANT[agreement.state]}>
                {VISMA_ADDRESS_STATE_LABELS[agreement.state]}
              </Badge>
            </TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}
