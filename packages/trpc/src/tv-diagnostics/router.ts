import { router } from '../trpc.ts';
import { overview, setTroubleshooting, signalHistory, temporarySignalOn } from './procedures.ts';

/** TV diagnostics and signal history (document 3 panel 6), through the TV middleware adapter. */
export const tvDiagnosticsRouter = router({
  overview,
  signalHistory,
  setTroubleshooting,
  temporarySignalOn,
});
