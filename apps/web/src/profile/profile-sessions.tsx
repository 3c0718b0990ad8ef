import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** The user's active sessions with 'Logga ut övriga sessioner'. */
export function ProfileSessions() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery();
  const signOutOthers = trpc.auth.signOutOtherSessions.useMutation({
    onSuccess: ({ ended }) => {
      void utils.auth.sessions.invalidate();
      toast(ended === 1 ? '1 annan session har loggats ut.' : `${ended} andra sessioner har loggats ut.`, {
        severity: 'success',
      });
    },
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card data-testid="profile-sessions">
      <CardContent className="flex flex-col gap-3 pt-5">
        <h2 className="text-base font-semibold">Aktiva sessioner</h2>
        {sessions.isPending && <p role="status">Laddar...</p>}
        {sessions.isError && (
          <p role="alert" className="text-sm text-destructive">
            {userMessageOf(sessions.error, 'Kunde inte hämta sessionerna.')}
          </p>
        )}
        {sessions.data && (
          <ul className="flex flex-col divide-y text-sm">
            {sessions.data.map((session) => (
              <li key={`${session.createdAt}-${session.current}`} className="py-2">
                <span className="font-medium">{session.current ? 'Den här sessionen' : 'Annan session'}</span>
                <span className="block text-muted-foreground">
                  Inloggad {formatDateTime(session.createdAt)} · senast aktiv{' '}
                  {formatDateTime(session.lastSeenAt)}
                </span>
                {session.userAgent && (
                  <span className="block truncate text-xs text-muted-foreground">{session.userAgent}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="self-start"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          Logga ut övriga sessioner
        </Button>
      </CardContent>
    </Card>
  );
}
