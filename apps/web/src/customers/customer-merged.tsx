import { MERGE_TEXTS } from '@sappis/shared/customers/merge/merge';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';

/**
 * A merged-away customer's view: 'Kunden har slagits ihop med kund {n}.' with the survivor's number linking to
 * its customer view, instead of the emptied record.
 */
export function CustomerMerged({ survivor }: { survivor: number }) {
  const [before, after] = MERGE_TEXTS.mergedInto(survivor).split(String(survivor));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-3" data-testid="customer-merged">
      <PageHeader title="Kundbild" />
      <p role="status" className="text-sm text-slate-700">
        {before}
        <AppLink to={customerViewPath(survivor)} className="text-primary underline">
          {survivor}
        </AppLink>
        {after}
      </p>
    </div>
  );
}
