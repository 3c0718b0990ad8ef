import { hasAnyGroup } from '@sappis/shared/groups';
import { sortMemosForPanel } from '@sappis/shared/memos/memo-form';
import { groupsFor } from '@sappis/shared/routes';
import { useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { MemoCard } from './memo-card.tsx';
import { type EditableMemo, MemoEditor } from './memo-editor.tsx';

/**
 * Panel MEMOS: every memo that concerns the customer, active first, inactive ones greyed. Staff with the
 * main-agreement groups create memos (on a main agreement, operator or main central), edit and deactivate them.
 */
export default function MemosPanel({ customer }: PanelProps) {
  const customerNumber = customer.customerNumber;
  const me = useCurrentUser();
  const canEdit = hasAnyGroup(me.groups, groupsFor('mainAgreements'));
  const query = trpc.memos.forCustomer.useQuery({ customerNumber });
  const deactivate = trpc.memos.deactivate.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">{userMessageOf(query.error)}</p>;
  const { scopes } = query.data;
  const memos = sortMemosForPanel(query.data.memos);

  const deactivateMemo = async (memo: EditableMemo) => {
    try {
      const result = await deactivate.mutateAsync({ id: memo.id });
      await Promise.all([
        utils.memos.forCustomer.invalidate({ customerNumber }),
        utils.customers.byNumber.invalidate({ customerNumber }),
      ]);
      toast(result.message, { severity: 'success' });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {canEdit &&
        scopes.length > 0 &&
        (editing === 'new' ? (
          <MemoEditor
            customerNumber={customerNumber}
            memo={null}
            scopes={scopes}
            done={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
            Nytt memo
          </Button>
        ))}
      {memos.length === 0 && <p className="text-sm text-muted-foreground">Det finns ingen information.</p>}
      {memos.map((memo) =>
        editing === memo.id ? (
          <MemoEditor
            key={memo.id}
            customerNumber={customerNumber}
            memo={memo}
            scopes={scopes}
            done={() => setEditing(null)}
          />
        ) : (
          <MemoCard
            key={memo.id}
            memo={memo}
            actions={
              canEdit && (
                <>
                  <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setEditing(memo.id)}>
                    Redigera
                  </Button>
                  {memo.flaggedActive && (
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto p-0"
                      disabled={deactivate.isPending}
                      onClick={() => deactivateMemo(memo)}
                    >
                      Inaktivera
                    </Button>
                  )}
                </>
              )
            }
          />
        ),
      )}
    </div>
  );
}
