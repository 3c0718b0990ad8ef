import { hasAnyGroup } from '@sappis/shared/groups';
import { groupsFor } from '@sappis/shared/routes';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { trpc } from '@/lib/trpc.ts';
import { CallsTable } from './calls-table.tsx';
import { useCallsLive } from './use-calls-live.ts';

/** The customer's calls in 'Historik' (live for the caller log's users, who get its events). */
export function CustomerCalls({ customerNumber }: { customerNumber: number }) {
  const calls = trpc.calls.byCustomer.useQuery({ customerNumber });
  return (
    <section className="flex flex-col gap-2" aria-label="Samtal">
      <h3 className="text-sm font-semibold">Samtal</h3>
      {calls.error && (
        <p role="alert" className="text-sm text-destructive">
          Kunde inte hämta samtalen.
        </p>
      )}
      {calls.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga samtal.</p>}
      {calls.data && calls.data.length > 0 && <CallsTable calls={calls.data} showCustomer={false} />}
      <CallsLiveForLogUsers />
    </section>
  );
}

function CallsLiveForLogUsers() {
  const me = useCurrentUser();
  return hasAnyGroup(me.groups, groupsFor('calls')) ? <CallsLive /> : null;
}

function CallsLive() {
  useCallsLive();
  return null;
}
