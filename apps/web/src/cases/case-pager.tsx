import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function CasePager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Sidor" className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
      <span className="text-muted-foreground">{total === 1 ? '1 ärende' : `${total} ärenden`}</span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft />
          Föregående
        </Button>
        <span aria-current="page" className="tabular-nums">
          Sida {page} av {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Nästa
          <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
