import { Toaster } from '@/components/ui/toast.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { AppShell } from './app-shell.tsx';
import { ShellStateProvider } from './shell-state.tsx';

/** The signed-in layout with the state and providers its pages share (loaded lazily after sign-in). */
export default function ShellLayout() {
  return (
    <ShellStateProvider>
      <TooltipProvider>
        <Toaster>
          <AppShell />
        </Toaster>
      </TooltipProvider>
    </ShellStateProvider>
  );
}
