import { router } from '../trpc.ts';
import {
  add,
  changeCardRow,
  checkBlacklist,
  clearPairing,
  equipment,
  pair,
  remove,
  renameCard,
  search,
  syncToBilling,
  transfer,
  validate,
} from './procedures.ts';

/** The hardware panel (document 2 sections 2 to 5, document 3 panel 1): its five tabs' calls. */
export const hardwareRouter = router({
  // Utrustning
  equipment,
  changeCardRow,
  pair,
  clearPairing,
  remove,
  syncToBilling,
  checkBlacklist,
  // Byt namn på kort
  renameCard,
  // Sök utrustning
  search,
  // Lägg till utrustning
  validate,
  add,
  // Överför utrustning
  transfer,
});
