import { groupName } from '@sappis/shared/groups';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { useProductName } from '@/system/product-name.tsx';
import { NewUserForm } from './new-user-form.tsx';
import { UserAccessSheet } from './user-access-sheet.tsx';

/** /sappis/groups: who may do what — search users, give and take groups, create and disable users. */
export function UsersPage() {
  const id = useId();
  const toast = useToast();
  const me = useCurrentUser();
  const productName = useProductName();
  const [query, setQuery] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const utils = trpc.useUtils();
  const users = trpc.users.list.useQuery(
    { query, includeInactive, page },
    { placeholderData: (previous) => previous },
  );
  const groups = trpc.users.groupCatalogue.useQuery(undefined, { staleTime: 5 * 60_000 });

  if (users.isPending || groups.isPending) return <PageLoading />;
  if (users.isError || groups.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(users.error ?? groups.error, 'Kunde inte hämta användare.')}
      </p>
    );
  }
  const { total, pageSize } = users.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const openUser = users.data.users.find((user) => user.id === openUserId) ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Grupper"
        description="Användare och deras grupper. En ändring gäller från användarens nästa anrop, även i öppna flikar."
      />
      <Card className="flex flex-wrap items-end gap-4 p-5">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-query`}>Sök användare</Label>
          <Input
            id={`${id}-query`}
            type="search"
            placeholder="Namn, användarnamn, e-post eller anställningsnummer"
            value={query}
            maxLength={100}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex items-center gap-2 pb-2 text-sm">
          <Switch
            id={`${id}-inactive`}
            checked={includeInactive}
            onCheckedChange={(checked) => {
              setIncludeInactive(checked);
              setPage(1);
            }}
          />
          <Label htmlFor={`${id}-inactive`}>Visa inaktiverade</Label>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus />
          Ny användare
        </Button>
      </Card>
      <Card>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Namn</TableHead>
              <TableHead>Användarnamn</TableHead>
              <TableHead>Anställningsnr</TableHead>
              <TableHead>Grupper</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.data.users.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-center text-muted-foreground">
                  Inga användare matchar sökningen.
                </TableCell>
              </TableRow>
            )}
            {users.data.users.map((user) => (
              <TableRow key={user.id} className={user.active ? undefined : 'text-muted-foreground'}>
                <TableCell>
                  <Button variant="link" className="h-auto p-0" onClick={() => setOpenUserId(user.id)}>
                    {user.firstName} {user.lastName}
                  </Button>
                </TableCell>
                <TableCell>{user.username}</TableCell>
                <TableCell>{user.employeeNumber}</TableCell>
                <TableCell>
                  <ul className="flex flex-wrap gap-1">
                    {user.groups.map((group) => (
                      <li key={group}>
                        <Badge variant="secondary">{groupName(group, productName)}</Badge>
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell>{user.active ? 'Aktiv' : 'Inaktiverad'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="justify-center" />}
      <UserAccessSheet
        user={openUser}
        groups={groups.data}
        isSelf={openUser?.id === me.id}
        onClose={() => setOpenUserId(null)}
      />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent className="w-[min(40rem,calc(100vw-2rem))] gap-4 p-5">
          <DialogTitle>Ny användare</DialogTitle>
          <DialogDescription>
            Användaren loggar in med användarnamnet och det första lösenordet.
          </DialogDescription>
          {creating && (
            <NewUserForm
              groups={groups.data}
              onCancel={() => setCreating(false)}
              onCreated={(username) => {
                setCreating(false);
                void utils.users.list.invalidate();
                setQuery(username);
                setPage(1);
                toast('Användaren har skapats.', { severity: 'success' });
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
