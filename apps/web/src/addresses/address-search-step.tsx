import { ADDRESS_SEARCH, ADDRESS_SEARCH_TEXTS } from '@sappis/shared/addresses/address-search';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';

export type AddressHit = RouterOutputs['addresses']['verifySearch']['hits'][number];

/**
 * Steps 1 and 2 of verify address and add agreement (document 3 sections 4, 5): search by street and number,
 * the count or the 'specify' warning, and the hits to pick from ('Ej valbar *' ones disabled, passed
 * disconnection dates and blocked premises shown). Searched for an agreement, the hits it cannot take (another
 * town, no access under its main agreement) are disabled with the reason.
 */
export function AddressSearchStep({
  picked,
  onPick,
  onSearched,
  agreementNumber = null,
}: {
  picked: string | null;
  onPick: (hit: AddressHit | null) => void;
  onSearched?: () => void;
  agreementNumber?: number | null;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const search = trpc.addresses.verifySearch.useQuery(
    { query: query ?? '', agreementNumber },
    { enabled: query !== null },
  );
  const hits = search.data?.hits ?? [];
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setQuery(text.trim());
    onPick(null);
    onSearched?.();
  };
  const total = search.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={onSearch} className="flex items-end gap-2">
        <div className="flex-1">
          <FormField id="address-search-query" label="Gata och nummer" value={text} onChange={setText} />
        </div>
        <Button type="submit" variant="outline">
          Sök
        </Button>
      </form>
      {search.data && (
        <p
          className={
            total === 0 || total >= ADDRESS_SEARCH.warnAt ? 'text-amber-700' : 'text-muted-foreground'
          }
        >
          {search.data.summary}
        </p>
      )}
      {hits.length > 0 && (
        <ul aria-label="Adresser" className="max-h-[22.5rem] overflow-y-auto rounded-md border">
          {hits.map((hit) => (
            <li key={hit.id} className="border-b last:border-b-0">
              <label className="flex items-center gap-2 p-2">
                <input
                  type="radio"
                  name="address-search-hit"
                  disabled={!hit.selectable || hit.refusal !== null}
                  checked={picked === hit.id}
                  onChange={() => onPick(hit)}
                />
                <span className="flex-1">
                  {hit.composite}
                  <span className="block text-xs text-muted-foreground">
                    {hit.id}
                    {hit.disconnectedOn && ` · ${ADDRESS_SEARCH_TEXTS.disconnected(hit.disconnectedOn)}`}
                    {hit.purchaseBlocked && ` · ${ADDRESS_SEARCH_TEXTS.purchaseBlocked}`}
                  </span>
                  {hit.refusal && <span className="block text-xs text-destructive">{hit.refusal}</span>}
                </span>
                {!hit.selectable && (
                  <span className="text-destructive">{ADDRESS_SEARCH_TEXTS.notSelectable}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {hits.some((hit) => !hit.selectable) && (
        <p className="text-xs text-muted-foreground">{ADDRESS_SEARCH_TEXTS.notSelectableNote}</p>
      )}
    </div>
  );
}
