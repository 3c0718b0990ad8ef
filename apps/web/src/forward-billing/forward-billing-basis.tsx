import { useState } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { StoredBasisView } from '@/invoice-bases/stored-basis-view.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** The basis of a row of /sappis/vidarefakturering: its id, its case and the case's version. */
export interface OpenedBasis {
  id: number;
  caseNumber: number;
  caseVersion: number;
}

/**
 * One basis opened from /sappis/vidarefakturering, for the page's groups (with or without the case page's):
 * edited while in progress, reopened, marked invoiced and printed, as on its case; new bases and deleting one
 * stay on the case.
 */
export function ForwardBillingBasis({ opened, close }: { opened: OpenedBasis | null; close: () => void }) {
  return (
    <Sheet open={opened !== null} onOpenChange={(open) => !open && close()}>
      {opened && (
        <SheetContent className="w-[32rem] overflow-y-auto p-5" data-testid="forward-billing-basis">
          <SheetTitle>Underlag {opened.id}</SheetTitle>
          <SheetDescription className="mb-4">Ärende {opened.caseNumber}</SheetDescription>
          <OpenedBasisView opened={opened} />
        </SheetContent>
      )}
    </Sheet>
  );
}

function OpenedBasisView({ opened }: { opened: OpenedBasis }) {
  const { caseNumber } = opened;
  const utils = trpc.useUtils();
  const bases = trpc.invoiceBases.list.useQuery({ caseNumber });
  const [problem, setProblem] = useState<string | null>(null);
  const basis = bases.data?.find((candidate) => candidate.id === opened.id);
  const refresh = () => {
    setProblem(null);
    return Promise.all([
      utils.invoiceBases.list.invalidate({ caseNumber }),
      utils.invoiceBases.all.invalidate(),
    ]);
  };
  if (bases.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!basis)
    return (
      <p className="text-sm text-destructive">
        {bases.error ? userMessageOf(bases.error) : 'Underlaget finns inte längre.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <StoredBasisView
        key={`${basis.id}-${basis.status}`}
        basis={basis}
        caseNumber={caseNumber}
        version={opened.caseVersion}
        readOnly={false}
        canDelete={false}
        onDone={refresh}
        onError={(error) => setProblem(userMessageOf(error))}
      />
    </div>
  );
}
