import { CASE_WORKSPACE_TEXTS, caseLinkRefusal, parseMainCaseNumber } from '@sappis/shared/case-workspace';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import type { CasePageData } from '../case-lock-model.ts';
import { CaseTabLink } from '../case-tab-link.tsx';

/**
 * 'Länka ärende' (document 3 panel 17): the case's main case. 'Uppdatera' is disabled while the number is empty
 * or the case itself ('Du kan inte länka ett ärende till sig självt.'); the server also refuses cycles.
 */
export function CaseLinkForm({ item }: { item: CasePageData }) {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mainCaseNumber = parseMainCaseNumber(text);
  const refusal = caseLinkRefusal(item.number, mainCaseNumber);
  const link = trpc.cases.link.useMutation({
    onSuccess: (_data, input) => {
      setText('');
      setError(null);
      toast(CASE_WORKSPACE_TEXTS.linked(input.mainCaseNumber), { severity: 'success' });
      void utils.cases.byNumber.invalidate({ caseNumber: item.number });
      void utils.cases.children.invalidate();
    },
    onError: (failure) => setError(userMessageOf(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refusal || mainCaseNumber === null || link.isPending) return;
    link.mutate({ caseNumber: item.number, version: item.version, mainCaseNumber });
  };

  const message = refusal?.message ?? error;
  return (
    <Card data-testid="case-link">
      <CardHeader>
        <CardTitle>Huvudärende</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p className="text-sm">
          <span className="text-muted-foreground">Länkat till: </span>
          {item.parentCaseNumber ? (
            <CaseTabLink caseNumber={item.parentCaseNumber} />
          ) : (
            <span className="text-muted-foreground">Inget</span>
          )}
        </p>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={submit}
          aria-label="Länka ärende"
          noValidate
        >
          <div className="flex min-w-40 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-main`}>Huvudärendets nummer</Label>
            <Input
              id={`${id}-main`}
              inputMode="numeric"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
          </div>
          <Button type="submit" variant="outline" disabled={refusal !== null || link.isPending}>
            Uppdatera
          </Button>
        </form>
        {message && (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
