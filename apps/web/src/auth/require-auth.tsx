import type * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { isUnauthorized } from '@/lib/trpc-errors.ts';
import { CurrentUserProvider } from './current-user.tsx';
import { FullPageStatus } from './full-page-status.tsx';
import { useProfileQuery } from './profile.ts';
import type { LoginLocationState } from './return-path.ts';

/** The signed-in part of the app: loads the profile, sends signed-out users to the login page. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const profile = useProfileQuery();
  const location = useLocation();

  if (isUnauthorized(profile.error)) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/" replace state={state} />;
  }
  if (profile.data) return <CurrentUserProvider user={profile.data}>{children}</CurrentUserProvider>;
  if (profile.isPending) {
    return (
      <FullPageStatus>
        <span role="status">Laddar...</span>
      </FullPageStatus>
    );
  }
  return (
    <FullPageStatus>
      <div role="alert" className="flex flex-col items-center gap-3">
        <p>Kunde inte hämta användaruppgifter.</p>
        <Button variant="outline" onClick={() => profile.refetch()}>
          Försök igen
        </Button>
      </div>
    </FullPageStatus>
  );
}
