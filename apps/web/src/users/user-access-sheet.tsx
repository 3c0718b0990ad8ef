import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

type AdminUser = RouterOutputs['users']['list']['users'][number];
type GroupCatalogue = RouterOutputs['users']['groupCatalogue'];

/**
 * One user's access: a switch per group (those the signed-in user may not give are disabled) and disable/enable.
 * Each change is saved at once and takes effect on the user's next request and open pages.
 */
export function UserAccessSheet({
  user,
  groups,
  isSelf,
  onClose,
}: {
  user: AdminUser | null;
  groups: GroupCatalogue;
  isSelf: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const onSuccess = () => void utils.users.list.invalidate();
  const onError = (error: unknown) => toast(userMessageOf(error), { severity: 'error' });
  const setMembership = trpc.users.setMembership.useMutation({ onSuccess, onError });
  const setActive = trpc.users.setActive.useMutation({
    onSuccess: (changed) => {
      onSuccess();
      toast(changed.active ? 'Användaren är aktiverad.' : 'Användaren är inaktiverad och utloggad.', {
        severity: 'success',
      });
    },
    onError,
  });
  const busy = setMembership.isPending || setActive.isPending;

  return (
    <Sheet open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[28rem] gap-4 overflow-y-auto p-5">
        {user && (
          <>
            <div>
              <SheetTitle>
                {user.firstName} {user.lastName}
              </SheetTitle>
              <SheetDescription>
                {user.username} · {user.employeeNumber} · {user.email}
              </SheetDescription>
            </div>
            <fieldset className="flex flex-col gap-2" disabled={busy || !user.active || isSelf}>
              <legend className="mb-1 text-sm font-medium">Grupper</legend>
              {isSelf && (
                <p className="text-xs text-muted-foreground">
                  Dina egna grupper ändras av en annan administratör.
                </p>
              )}
              {groups.map((group) => (
                <div key={group.id} className="flex items-center justify-between gap-3 text-sm">
                  <Label htmlFor={`user-group-${group.id}`} className="flex flex-col items-start gap-0.5">
                    {group.name}
                    {group.description && (
                      <span className="text-xs font-normal text-muted-foreground">{group.description}</span>
                    )}
                  </Label>
                  <Switch
                    id={`user-group-${group.id}`}
                    checked={user.groups.includes(group.id)}
                    disabled={!group.grantable}
                    onCheckedChange={(member) =>
                      setMembership.mutate({ userId: user.id, group: group.id, member })
                    }
                  />
                </div>
              ))}
            </fieldset>
            <div className="mt-auto flex flex-col gap-2 border-t pt-4">
              <p className="text-xs text-muted-foreground">
                {user.active
                  ? `Inloggad i ${user.openSessions} ${user.openSessions === 1 ? 'session' : 'sessioner'}.`
                  : 'Inaktiverad: kan inte logga in.'}
              </p>
              <Button
                variant={user.active ? 'destructive' : 'outline'}
                disabled={busy || (user.active && isSelf)}
                onClick={() => setActive.mutate({ userId: user.id, active: !user.active })}
              >
                {user.active ? 'Inaktivera användare' : 'Aktivera användare'}
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
