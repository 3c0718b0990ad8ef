import { ADDRESS_LIST_PAGE_SIZE } from '@sappis/shared/search/constants';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { addressPagePath } from '@/lib/app-paths.ts';
import { trpc } from '@/lib/trpc.ts';
import { SearchForm } from './search-form.tsx';
import { parsePage } from './search-model.ts';
import { SearchPageResults } from './search-page-results.tsx';
import { useOpenPath } from './use-open-path.ts';

const hitPath = (hit: { id: string }) => addressPagePath(hit.id);

/**
 * /sappis/adresser?query= — address search (document 1 section 2.1): an address id (6 to 11 digits or 32
 * upper-case letters and digits) finds that address, other text searches street and number. A hit opens its
 * address page in a new tab.
 */
export function AddressSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const page = parsePage(params.get('page'));
  const openPath = useOpenPath();
  const search = trpc.search.addresses.useQuery(
    { query, page, pageSize: ADDRESS_LIST_PAGE_SIZE },
    { enabled: query !== '', placeholderData: keepPreviousData },
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader title="Adresser" />
      <SearchForm
        label="Sök adress"
        initial={query}
        hint="Ange gata och nummer (till exempel Storgatan 12) eller ett adress-ID."
        onSearch={(next) => setParams({ query: next })}
      />
      {query !== '' && (
        <SearchPageResults
          tab="addresses"
          label="Adresser"
          search={search}
          page={page}
          pageSize={ADDRESS_LIST_PAGE_SIZE}
          onPage={(next) => setParams({ query, page: String(next) })}
          onOpen={openPath}
          hitPath={hitPath}
        />
      )}
    </div>
  );
}
