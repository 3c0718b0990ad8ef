import { isMemoActive } from '@sappis/shared';
import type { CustomerOutput } from './customer-schemas.ts';

/** A memo with what its scope names: main agreement number, else operator, else main central. */
export interface MemoRecord {
  id: number;
  title: string;
  message: string;
  startsAt: string | null;
  endsAt: string | null;
  /** The stored flag. */
  active: boolean;
  createdAt: string;
  mainAgreementNumber: number | null;
  operatorId: number | null;
  operatorName: string | null;
  mainCentralName: string | null;
}

/**
 * SQL for the memos that concern the agreements of the CTE `ag` (main agreement id, operator id, the
 * agreement's and the main agreement's main central names), newest first, as a JSON array of `MemoRecord`s or
 * null for none: memos of their main agreements, of those main agreements' operators (memos without a main
 * agreement) and of their main centrals (memos with neither), as `memosForAgreements` (memos/service.ts)
 * reads them for the memo panel.
 */
export const AGREEMENT_MEMOS_SQL = `(SELECT json_agg(json_build_object(
          'id', n.id, 'title', n.title, 'message', n.message,
          'startsAt', n."startsAt", 'endsAt', n."endsAt",
          'active', n.active, 'createdAt', to_char(n."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'mainAgreementNumber', nm.number, 'operatorId', n."operatorId", 'operatorName', op.name,
          'mainCentralName', nc.name
        ) ORDER BY n."createdAt" DESC, n.id DESC)
 FROM memos n
 LEFT JOIN main_agreements nm ON nm.id = n."mainAgreementId"
 LEFT JOIN operators op ON op.id = n."operatorId"
 LEFT JOIN main_centrals nc ON nc.id = n."mainCentralId"
 WHERE n."mainAgreementId" IN (SELECT ag."mainAgreementId" FROM ag)
    OR (n."mainAgreementId" IS NULL AND n."operatorId" IN (
          SELECT ag."operatorId" FROM ag WHERE ag."operatorId" <> 0))
    OR (n."mainAgreementId" IS NULL AND n."operatorId" IS NULL AND nc.name IN (
          SELECT central FROM ag, LATERAL (VALUES (ag."mainCentral"), (ag."mainAgreementCentral")) v(central)
          WHERE central <> '')))`;

/** The memo box's memos ('Aktuell information', document 3 panel 21), as `memosForAgreements` shows them. */
export function memoNotices(memos: readonly MemoRecord[], today: string): CustomerOutput['memos'] {
  return memos.map((memo) => ({
    id: memo.id,
    title: memo.title,
    message: memo.message,
    startsAt: memo.startsAt,
    endsAt: memo.endsAt,
    active: isMemoActive(memo, today),
    scope:
      memo.mainAgreementNumber !== null
        ? { kind: 'MAIN_AGREEMENT' as const, mainAgreementNumber: memo.mainAgreementNumber }
        : memo.operatorId !== null
          ? { kind: 'OPERATOR' as const, operator: memo.operatorName || String(memo.operatorId) }
          : { kind: 'MAIN_CENTRAL' as const, mainCentral: memo.mainCentralName ?? '' },
    createdAt: memo.createdAt,
  }));
}
