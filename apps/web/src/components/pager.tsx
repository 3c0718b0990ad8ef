import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

/** Previous/next paging of a list: 'Föregående', 'Sida x av y', 'Nästa'. */
export function Pager({
  page,
  pages,
  onPage,
  className,
  pageTestId,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
  /** data-testid of the 'Sida x av y' text. */
  pageTestId?: string;
}) {
  return (
    <nav aria-label="Sidor" className={cn('flex items-center gap-2', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
        Föregående
      </Button>
      <span aria-current="page" className="tabular-nums" data-testid={pageTestId}>
        Sida {page} av {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Nästa
        <ChevronRight />
      </Button>
    </nav>
  );
}
