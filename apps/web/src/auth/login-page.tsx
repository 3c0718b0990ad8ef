import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { trpc } from '@/lib/trpc.ts';
import { CompanySignInLink, companySignInRefusalText } from './company-sign-in.tsx';
import { FullPageStatus } from './full-page-status.tsx';
import { LoginForm } from './login-form.tsx';
import type { Profile } from './profile.ts';
import { returnPathFrom } from './return-path.ts';

/**
 * Route '/': the sign-in form and/or 'Logga in med företagskonto', as the server offers them (a failed question
 * shows the form); a signed-in user goes straight on. A refused company sign-in comes back here and is named.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const target = returnPathFrom(location.state);
  // Ask the server every time: a cached profile may belong to a session that has ended.
  const session = trpc.auth.profile.useQuery(undefined, {
    retry: false,
    refetchOnMount: 'always',
    staleTime: 0,
  });
  const methods = trpc.auth.signInMethods.useQuery(undefined, {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refusal = companySignInRefusalText(location.search);

  if (session.isSuccess && session.isFetchedAfterMount) return <Navigate to={target} replace />;
  if ((session.isFetching && !session.isFetchedAfterMount) || methods.isPending) {
    return (
      <FullPageStatus>
        <span role="status">Laddar...</span>
      </FullPageStatus>
    );
  }

  const password = methods.data?.password ?? true;
  const signedIn = (profile: Profile) => {
    // Nothing of an earlier session may show for the new user.
    queryClient.clear();
    utils.auth.profile.setData(undefined, profile);
    navigate(target, { replace: true });
  };

  return (
    <main className="flex min-h-full items-center justify-center bg-slate-100 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center pt-8 pb-4 text-center">
          <img src="/favicon.svg" alt="" className="size-10" />
          <h1 className="text-xl font-semibold text-slate-900">Sappis</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 pb-8">
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
          {password && <LoginForm onSignedIn={signedIn} />}
          {methods.data?.companyAccount && <CompanySignInLink returnTo={target} primary={!password} />}
        </CardContent>
      </Card>
    </main>
  );
}
