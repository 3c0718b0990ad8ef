import * as React from 'react';

/** The customer shown in the top bar's customer strip. */
export interface StripCustomer {
  customerNumber: number;
  name: string;
  mobilePhone: string | null;
  personalId: string | null;
  /** kundTyp 1: the id is an organisation number. */
  business: boolean;
}

/** What the side menu's lock banner shows for the open case. */
export interface CaseLockInfo {
  /** E-mail of the user holding the lock. */
  lockedBy: string;
  /** The signed-in user holds the lock. */
  mine: boolean;
}

interface ShellState {
  customer: StripCustomer | null;
  setCustomer: (customer: StripCustomer | null) => void;
  /** The case side panel is open (the Friday break badge hides meanwhile). */
  caseSidePanelOpen: boolean;
  setCaseSidePanelOpen: (open: boolean) => void;
  caseLock: CaseLockInfo | null;
  setCaseLock: (lock: CaseLockInfo | null) => void;
}

const ShellStateContext = React.createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: React.ReactNode }) {
  const [customer, setCustomer] = React.useState<StripCustomer | null>(null);
  const [caseSidePanelOpen, setCaseSidePanelOpen] = React.useState(false);
  const [caseLock, setCaseLock] = React.useState<CaseLockInfo | null>(null);
  const value = React.useMemo(
    () => ({ customer, setCustomer, caseSidePanelOpen, setCaseSidePanelOpen, caseLock, setCaseLock }),
    [customer, caseSidePanelOpen, caseLock],
  );
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = React.useContext(ShellStateContext);
  if (!state) throw new Error('useShellState needs a <ShellStateProvider> above it');
  return state;
}
