import { useEffect } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { afterNextPaint } from '@/lib/after-next-paint.ts';
import { useShellState } from '@/shell/shell-state.tsx';
import { rememberCustomer } from '@/shell/use-recent-customers.ts';
import { type Customer, toStripCustomer } from './customer-model.ts';

/** Shows the customer in the top bar's strip while the view is open and adds it to the recent customers. */
export function useLoadedCustomer(customer: Customer | null | undefined): void {
  const { setCustomer } = useShellState();
  const { username } = useCurrentUser();
  const strip = customer ? toStripCustomer(customer) : null;
  const key = strip ? JSON.stringify(strip) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the strip's content
  useEffect(() => {
    if (!strip) return;
    // After the view is painted: both re-render the shell (its top bar, the side menu's external store), which
    // before the first paint delayed it by a whole render of the shell and the view.
    return afterNextPaint(() => {
      setCustomer(strip);
      rememberCustomer(username, { customerNumber: strip.customerNumber, name: strip.name });
    });
  }, [key, username, setCustomer]);

  useEffect(() => () => setCustomer(null), [setCustomer]);
}
