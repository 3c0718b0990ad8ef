import { HOME_PATH, inAppReturnPath } from '@sappis/shared/auth/return-path';

export { HOME_PATH };

export interface LoginLocationState {
  from?: string;
}

/** Where to go after signing in: the in-app path the user was sent away from (router state), else the home page. */
export function returnPathFrom(state: unknown): string {
  return inAppReturnPath((state as LoginLocationState | null)?.from);
}
