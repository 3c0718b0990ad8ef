import { HARDWARE_TEXTS } from '@sappis/shared/hardware/hardware-panel';
import { useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';

type SearchBy = 'CARD' | 'BOX';
type Hit = RouterOutputs['hardware']['search'][number];

/** What the search form shows of a search query (the hardware panel's or the second-line page's). */
export interface HardwareSearchState {
  isFetching: boolean;
  error: { message: string } | null;
  data: Hit[] | undefined;
}

/**
 * Sök utrustning: by card number or by box/router identifier; each hit shows camid, kortnummer, kort, status,
 * lokalisering, produktNamn, avtalsnummer, kundnummer and a link to the customer.
 */
export function SearchHardwareTab() {
  const [asked, setAsked] = useState<{ by: SearchBy; query: string } | null>(null);
  const search = trpc.hardware.search.useQuery(asked ?? { by: 'CARD', query: '' }, {
    enabled: asked !== null,
  });
  return <HardwareSearch search={search} onSearch={setAsked} />;
}

/** The search form and its hits; `onSearch` asks the caller's procedure. */
export function HardwareSearch({
  search,
  onSearch,
}: {
  search: HardwareSearchState;
  onSearch: (asked: { by: SearchBy; query: string }) => void;
}) {
  const [by, setBy] = useState<SearchBy>('CARD');
  const [query, setQuery] = useState('');

  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) onSearch({ by, query: query.trim() });
        }}
      >
        <SelectField
          id="hardware-search-by"
          label="Sök på"
          value={by}
          onChange={(value) => setBy(value as SearchBy)}
        >
          <option value="CARD">Kortnummer</option>
          <option value="BOX">Box/router (CAM-id, MAC, serienummer)</option>
        </SelectField>
        <FormField id="hardware-search-query" label="Sökord" value={query} onChange={setQuery} />
        <Button type="submit" className="self-start" disabled={query.trim() === ''}>
          Sök
        </Button>
      </form>
      {search.isFetching && <p className="text-sm text-muted-foreground">Söker...</p>}
      {search.error && (
        <p role="alert" className="text-sm text-destructive">
          {search.error.message}
        </p>
      )}
      {search.data?.length === 0 && <p className="text-sm">{HARDWARE_TEXTS.noHits}</p>}
      {search.data && search.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <thead>
              <tr className="text-left text-muted-foreground">
                {[
                  'CAM-id',
                  'Kortnummer',
                  'Kort',
                  'Status',
                  'Lokalisering',
                  'Produkt',
                  'Avtal',
                  'Kund',
                  '',
                ].map((label) => (
                  <th key={label} className="px-1 py-1 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {search.data.map((hit) => (
                <tr key={`${hit.camId}-${hit.cardNumber}`} className="border-t">
                  <td className="px-1 py-1">{hit.camId ?? '-'}</td>
                  <td className="px-1 py-1">{hit.cardNumber ?? '-'}</td>
                  <td className="px-1 py-1">{hit.cardRow ?? '-'}</td>
                  <td className="px-1 py-1">{hit.status}</td>
                  <td className="px-1 py-1">{hit.location}</td>
                  <td className="px-1 py-1">{hit.productName}</td>
                  <td className="px-1 py-1">{hit.agreementNumber ?? '-'}</td>
                  <td className="px-1 py-1">{hit.customerNumber ?? '-'}</td>
                  <td className="px-1 py-1">
                    {hit.customerNumber !== null && (
                      <AppLink to={customerViewPath(hit.customerNumber)} className="text-primary underline">
                        Öppna
                      </AppLink>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
