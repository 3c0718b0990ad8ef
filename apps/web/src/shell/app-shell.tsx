import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet.tsx';
import { FirstScreenTakenOver } from '@/lib/first-screen-state.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { usePainted } from '@/lib/use-painted.ts';
import { UnreadCountPill } from '@/messages/unread-count-pill.tsx';
import { PageLoading } from './page-loading.tsx';
import { pageTitleFor } from './page-title.ts';
import { useShellState } from './shell-state.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useRecentCustomers } from './use-recent-customers.ts';

const DESKTOP_QUERY = '(min-width: 1024px)';

// Its own chunk, loaded once the shell is painted: a page shows without it (and without the zod schema it checks
// each notice with).
const CallNotices = lazy(() =>
  import('@/calls/call-notices.tsx').then((module) => ({ default: module.CallNotices })),
);

/** The call notices, from the shell's first painted frame on (only this re-renders then). */
function CallNoticesOncePainted() {
  const painted = usePainted();
  return painted ? (
    <Suspense fallback={null}>
      <CallNotices />
    </Suspense>
  ) : null;
}

/** Top bar, side menu and the current page (document 1 sections 2.2 and 2.3). */
export function AppShell() {
  const user = useCurrentUser();
  const { caseLock } = useShellState();
  const recentCustomers = useRecentCustomers(user.username);
  const location = useLocation();
  const title = pageTitleFor(location.pathname);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [desktopMenuOpen, setDesktopMenuOpen] = useState(true);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);

  useEffect(() => {
    document.title = `${title} – Sappis`;
  }, [title]);

  // A page chosen in the small-screen menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMobileMenuOpen(false), [location.pathname]);

  const menu = (
    <SideMenu
      groups={user.groups}
      recentCustomers={recentCustomers}
      caseLock={caseLock}
      itemBadges={{ messages: <UnreadCountPill /> }}
    />
  );
  const menuOpen = desktop ? desktopMenuOpen : mobileMenuOpen;
  const toggleMenu = () =>
    desktop ? setDesktopMenuOpen((open) => !open) : setMobileMenuOpen((open) => !open);

  return (
    <div className="flex h-full min-h-0">
      {desktop && desktopMenuOpen && <aside className="w-64 shrink-0 border-r">{menu}</aside>}
      {!desktop && (
        <Sheet open={mobileMenuOpen} onOpenChange={setMobileMenuOpen}>
          <SheetContent side="left" className="w-72" aria-describedby={undefined}>
            <SheetTitle className="sr-only">Meny</SheetTitle>
            {menu}
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={title} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        <main className="min-h-0 flex-1 overflow-auto p-4 md:p-6">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <FirstScreenTakenOver />
          </Suspense>
        </main>
      </div>
      <CallNoticesOncePainted />
    </div>
  );
}
