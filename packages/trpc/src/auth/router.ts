import { router } from '../trpc.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { profile } from './profile.ts';

export const authRouter = router({
  login,
  logout,
  profile,
});
