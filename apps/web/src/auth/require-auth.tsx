import { groupIdsOf } from '@sappis/shared/groups';
import * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { isUnauthorized } from '@/lib/trpc-errors.ts';
import { ProductNameProvider, useSystemConfigQuery } from '@/system/product-name.tsx';
import { CurrentUserProvider } from './current-user.tsx';
import { FullPageStatus } from './full-page-status.tsx';
import { useProfileQuery } from './profile.ts';
import type { LoginLocationState } from './return-path.ts';

/**
 * The signed-in part of the app: loads the profile and the server's product name together, sends signed-out users
 * to the login page. Below it, the user's groups are the groups' identifiers (Group), as on the server.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const profile = useProfileQuery();
  const config = useSystemConfigQuery();
  const location = useLocation();
  const productName = config.data?.productName;
  const user = React.useMemo(
    () =>
      profile.data && productName
        ? { ...profile.data, groups: groupIdsOf(profile.data.groups, productName) }
        : undefined,
    [profile.data, productName],
  );

  if (isUnauthorized(profile.error)) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/" replace state={state} />;
  }
  if (user && productName) {
    return (
      <ProductNameProvider productName={productName}>
        <CurrentUserProvider user={user}>{children}</CurrentUserProvider>
      </ProductNameProvider>
    );
  }
  if (profile.isPending || config.isPending) {
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
        <Button
          variant="outline"
          onClick={() => {
            if (profile.isError) void profile.refetch();
            if (config.isError) void config.refetch();
          }}
        >
          Försök igen
        </Button>
      </div>
    </FullPageStatus>
  );
}
