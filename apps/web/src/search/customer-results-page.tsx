import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { trpc } from '@/lib/trpc.ts';
import { SearchForm } from './search-form.tsx';
import { parsePage } from './search-model.ts';
import { SearchPageResults } from './search-page-results.tsx';
import { customerResultsPath } from './search-paths.ts';
import { useOpenPath } from './use-open-path.ts';

/** Customers per page of the full results. */
export const CUSTOMER_RESULTS_PAGE_SIZE = 25;

/** /sappis/search/{query}/kunder?page=1 — every customer hit of a search, paged. */
export function CustomerResultsPage() {
  const query = (useParams().query ?? '').trim();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const navigate = useNavigate();
  const openPath = useOpenPath();
  const search = trpc.search.customers.useQuery(
    { query, page, pageSize: CUSTOMER_RESULTS_PAGE_SIZE },
    { enabled: query !== '', placeholderData: keepPreviousData },
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title="Sökresultat kunder"
        description={search.data ? `${search.data.total} kunder matchar "${query}"` : undefined}
      />
      <SearchForm
        label="Sök kund"
        initial={query}
        onSearch={(next) => void navigate(customerResultsPath(next))}
      />
      <SearchPageResults
        tab="customers"
        label="Kunder"
        search={search}
        page={page}
        pageSize={CUSTOMER_RESULTS_PAGE_SIZE}
        onPage={(next) => setParams({ page: String(next) })}
        onOpen={openPath}
      />
    </div>
  );
}
