import * as React from 'react';
import type { Profile } from './profile.ts';

const CurrentUserContext = React.createContext<Profile | null>(null);

export function CurrentUserProvider({ user, children }: { user: Profile; children: React.ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only inside the signed-in part of the app (below RequireAuth). */
export function useCurrentUser(): Profile {
  const user = React.useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser needs a signed-in user (RequireAuth)');
  return user;
}
