import { canAssignCases } from '@sappis/shared/case-assignment';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { pickColleague } from '@/messages/pick-colleague.ts';
import type { CasePageData } from './case-lock-model.ts';

/** Who the case is assigned to, and for the case page's groups 'Tilldela' to a colleague. */
export function CaseAssignControl({ item }: { item: CasePageData }) {
  const id = useId();
  const me = useCurrentUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const allowed = canAssignCases(me.groups);
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useDeferredValue(assignee.trim());
  const colleagues = trpc.messages.recipients.useQuery(
    { query },
    { enabled: allowed, placeholderData: (previous) => previous },
  );
  const assign = trpc.cases.assign.useMutation({
    onSuccess: () => {
      setAssignee('');
      setError(null);
      toast('Ärendet har tilldelats', { severity: 'success' });
      void utils.cases.byNumber.invalidate({ caseNumber: item.number });
    },
    onError: (failure) => setError(userMessageOf(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = pickColleague(
      assignee,
      colleagues.data,
      !colleagues.isPlaceholderData && query === assignee.trim(),
    );
    if (!chosen) return setError('Välj en användare');
    setError(null);
    assign.mutate({ caseNumber: item.number, version: item.version, assigneeUserId: chosen.id });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tilldelning</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2" data-testid="case-assignment">
        <p className="text-sm">
          <span className="text-muted-foreground">Tilldelad: </span>
          {item.assignee ? (
            <span title={item.assignee.email}>{item.assignee.name}</span>
          ) : (
            <span className="text-muted-foreground">Ingen</span>
          )}
        </p>
        {allowed && (
          <form className="flex flex-wrap items-end gap-2" onSubmit={submit} aria-label="Tilldela" noValidate>
            <div className="flex min-w-56 flex-1 flex-col gap-1.5">
              <Label htmlFor={`${id}-assignee`}>Tilldela till</Label>
              <Input
                id={`${id}-assignee`}
                list={`${id}-colleagues`}
                autoComplete="off"
                placeholder="Namn eller e-post"
                value={assignee}
                onChange={(event) => setAssignee(event.target.value)}
              />
              <datalist id={`${id}-colleagues`}>
                {colleagues.data?.map((user) => (
                  <option key={user.id} value={user.email}>
                    {user.name}
                  </option>
                ))}
              </datalist>
            </div>
            <Button type="submit" variant="outline" disabled={assign.isPending}>
              Tilldela
            </Button>
          </form>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
