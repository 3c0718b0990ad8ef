import { type AppRoute, ROUTES } from '@sappis/shared/routes';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageStatus } from '@/auth/full-page-status.tsx';
import { LoginPage } from '@/auth/login-page.tsx';
import { RequireAuth } from '@/auth/require-auth.tsx';
import { HOME_PATH } from '@/auth/return-path.ts';
import { RouteGuard } from '@/auth/route-guard.tsx';
import { RouteErrorPage } from '@/placeholder/route-error-page.tsx';
import { PageView } from './page-code.tsx';
import { NOT_FOUND_PAGE, PAGES, SHELL_LAYOUT } from './pages.ts';

function RoutePage({ route }: { route: AppRoute }) {
  return (
    <RouteGuard route={route}>
      <PageView code={PAGES[route.key as keyof typeof PAGES]} />
    </RouteGuard>
  );
}

/**
 * Every route of document 1 section 2.1. '/' is the login page ('/sappis' leads home), the rest lives in
 * the signed-in shell behind RequireAuth and the per-route group guard. Trailing slashes match too
 * ('/sappis/cases/').
 */
export function routeTable(): RouteObject[] {
  return [
    { path: '/', element: <LoginPage />, errorElement: <RouteErrorPage /> },
    {
      errorElement: <RouteErrorPage />,
      element: (
        <RequireAuth>
          <Suspense
            fallback={
              <FullPageStatus>
                <span role="status">Laddar...</span>
              </FullPageStatus>
            }
          >
            <PageView code={SHELL_LAYOUT} />
          </Suspense>
        </RequireAuth>
      ),
      children: [
        { path: '/sappis', element: <Navigate to={HOME_PATH} replace /> },
        ...ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: '*', element: <PageView code={NOT_FOUND_PAGE} /> },
      ],
    },
  ];
}
