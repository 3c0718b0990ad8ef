import { router } from '../trpc.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { profile } from './profile.ts';
import { sessions, signOutOtherSessions } from './sessions-procedures.ts';
import { signInMethods } from './sign-in-methods.ts';

export const authRouter = router({
  login,
  logout,
  profile,
  sessions,
  signInMethods,
  signOutOtherSessions,
});
