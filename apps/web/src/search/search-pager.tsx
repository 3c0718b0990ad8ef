import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** Previous/next paging of search results: 'Sida x av y'. */
export function SearchPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Sidor" className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
        Föregående
      </Button>
      <span aria-current="page" className="tabular-nums" data-testid="search-page">
        Sida {page} av {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Nästa
        <ChevronRight />
      </Button>
    </nav>
  );
}
