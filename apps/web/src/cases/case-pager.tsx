import { Pager } from '@/components/pager.tsx';

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
      <Pager page={page} pages={pages} onPage={onPage} />
    </nav>
  );
}
