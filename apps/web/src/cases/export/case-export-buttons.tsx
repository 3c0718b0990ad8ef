import { type CaseExportSelection, caseExportUrl } from '@sappis/shared/case-search';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * 'Exportera markerade (n)' and 'Exportera alla (n)' (document 3 section 7 'Export cases'): plain links to the
 * API's streamed .xlsx, so the browser downloads the file as it is written, whatever its size.
 */
export function CaseExportButtons({
  selected,
  search,
  total,
}: {
  selected: readonly number[];
  search: Extract<CaseExportSelection, { search: unknown }>['search'];
  total: number | undefined;
}) {
  return (
    <div className="flex items-center gap-2">
      {selected.length > 0 && (
        <Button asChild variant="outline" size="sm">
          <a href={caseExportUrl({ numbers: [...selected] })} download data-testid="export-selected">
            <Download aria-hidden="true" />
            Exportera markerade ({selected.length})
          </a>
        </Button>
      )}
      {total !== undefined && total > 0 && (
        <Button asChild variant="outline" size="sm">
          <a href={caseExportUrl({ search })} download data-testid="export-all">
            <Download aria-hidden="true" />
            Exportera alla ({total})
          </a>
        </Button>
      )}
    </div>
  );
}
