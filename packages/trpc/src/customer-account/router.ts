import { router } from '../trpc.ts';
import { changePassword } from './change-password.ts';
import { createOtp } from './create-otp.ts';

export const customerAccountRouter = router({
  changePassword,
  createOtp,
});
