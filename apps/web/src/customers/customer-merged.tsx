import { MERGE_TEXTS } from '@sappis/shared/customers/merge/merge-texts';
import { useEffect } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { forgetCustomer } from '@/shell/use-recent-customers.ts';

/**
 * A merged-away customer's view: 'Kunden har slagits ihop med kund {n}.' with the survivor's number linking to
 * its customer view, instead of the emptied record; it leaves the side menu's 'Kunder' (a list kept from before
 * the merge still had it).
 */
export function CustomerMerged({ customerNumber, survivor }: { customerNumber: number; survivor: number }) {
  const { username } = useCurrentUser();
  useEffect(() => forgetCustomer(username, customerNumber), [username, customerNumber]);
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
